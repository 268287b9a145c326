// Unit and component tests run in happy-dom beside their code; server tests run in Node against a real database.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { declarationsPlugin } from './src/engine/build/vite-plugin.ts';
import { registryPlugin } from './src/engine/build/registry-plugin.ts';

export default defineConfig({
  plugins: [react(), declarationsPlugin(), registryPlugin()],
  test: {
    // @rjsf/mantine imports dayjs plugins without extensions; let Vite resolve them as it does for the app. @rjsf/core
    // goes through Vite too, so that its Form draws with the engine's registry as in the app (registry-plugin.ts).
    server: { deps: { inline: [/@rjsf\/mantine/, /@rjsf\/core/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // The test user prefers reduced motion, so Mantine runs no transition timers (see TEST_THEME).
          environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
