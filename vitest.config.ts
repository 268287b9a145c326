// Unit and component tests run in happy-dom beside their code; server tests run in Node against a real database.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { declarationsPlugin } from './src/engine/build/vite-plugin.ts';
import { registryPlugin } from './src/engine/build/registry-plugin.ts';

/** What every server test project shares: Node, a template database (test-template.ts), time for real I/O. */
const SERVER = {
  environment: 'node',
  globalSetup: 'server/testing/test-template.ts',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  plugins: [react(), declarationsPlugin(), registryPlugin()],
  test: {
    // @rjsf/mantine imports dayjs plugins without extensions; let Vite resolve them as it does for the app. @rjsf/core
    // goes through Vite too, so that its Form draws with the engine's registry as in the app (registry-plugin.ts).
    server: { deps: { inline: [/@rjsf\/mantine/, /@rjsf\/core/, /@fastify\/autoload/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // The test user prefers reduced motion, so Mantine runs no transition timers (see TEST_THEME).
          environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup-dom.ts'],
          // A test may wait up to five seconds for a part fetched on first use (setup-dom.ts), and then act on it.
          testTimeout: 20_000,
          // The files of a worker share one module graph and one DOM (300 s -> 60 s: importing Mantine, RJSF and the
          // engine again for each file was most of the time); setup-dom.ts cleans up after each test, and no unit
          // test mocks a module (eslint.config.js), as a mock would reach every later file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...SERVER,
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.isolated.test.ts'],
          // One module graph per worker, as in the unit project: each file has its own database and app.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Server tests that mock a module (the declarations they read) run each in a module graph of its own.
          ...SERVER,
          name: 'server-isolated',
          include: ['server/**/*.isolated.test.ts'],
        },
      },
    ],
  },
});
