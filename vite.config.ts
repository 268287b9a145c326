// Builds the browser app (precompressed); in development each console runs its own dev server proxying /api to its API port.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { CHUNK_GROUPS } from './scripts/chunks.ts';
import { mantineStyles } from './scripts/mantine-styles.ts';
import { precompress } from './scripts/precompress.ts';
import { declarationsPlugin } from './src/engine/build/vite-plugin.ts';
import { registryPlugin } from './src/engine/build/registry-plugin.ts';

const apiPort =
  process.env.VITE_CONSOLE === 'admin' ? (process.env.ADMIN_PORT ?? '8081') : (process.env.CLIENT_PORT ?? '8080');

/**
 * React Router's package exports only its development build (ENABLE_DEV_WARNINGS on, 0.5 KiB more):
 * https://github.com/remix-run/react-router/issues/14102. A build takes the production one it ships beside it.
 */
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: reactRouter('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
];
/** SWR's shim of useSyncExternalStore for React 17 (0.3 KiB); React 19 has the hook itself. */
const REACT_OWN_STORE_HOOK = {
  find: /^use-sync-external-store\/shim$/,
  replacement: fileURLToPath(new URL('./src/app/sync-external-store.ts', import.meta.url)),
};

export default defineConfig(({ command }) => ({
  // mantineStyles: each Mantine component brings its own stylesheet (scripts/mantine-styles.ts). precompress: .br and
  // .gz beside each hashed file, which the server sends in its place (server/plugins/static-app.ts).
  plugins: [react(), declarationsPlugin(), registryPlugin(), mantineStyles(), precompress()],
  resolve: command === 'build' ? { alias: [...REACT_ROUTER_PRODUCTION, REACT_OWN_STORE_HOOK] } : {},
  server: {
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    // maps are written beside each file but not named in it: the comment cost each first-load file a few dozen bytes
    sourcemap: 'hidden',
    // every browser the product supports preloads modules itself: no polyfill in the entry
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the server reads each route's first chunks from it to write their modulepreload links.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // seven characters of content hash, not eight (the fewest Rolldown allows for this many files): every chunk lists the files its dynamic imports need by name, and
        // random characters are what compress worst in them (about 0.5 KiB of a route's first load)
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
}));
