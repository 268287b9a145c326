// Builds the browser app; in development each console runs its own dev server proxying /api to its API port.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { declarationsPlugin } from './src/engine/build/vite-plugin.ts';

const apiPort =
  process.env.VITE_CONSOLE === 'admin' ? (process.env.ADMIN_PORT ?? '8081') : (process.env.CLIENT_PORT ?? '8080');

export default defineConfig({
  plugins: [react(), declarationsPlugin()],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
});
