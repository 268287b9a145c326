// Starts the real server (built app, temporary PGlite folder, free ports) and the built Storybook for the browser tests.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './built-server';
import { serveFolder } from './static-server';

export default async function globalSetup() {
  // DIST_DIR (read by the server too) lets a second build be tested beside the default dist/.
  const dist = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`Build the app first: npm run build (looked in ${dist})`);
  const folder = mkdtempSync(join(tmpdir(), 'e2e-'));
  const { server, client, admin } = await startBuiltServer(folder);
  process.env.E2E_CLIENT_URL = client;
  process.env.E2E_ADMIN_URL = admin;

  const storybook = existsSync('storybook-static/index.json') ? await serveFolder('storybook-static') : undefined;
  if (storybook) process.env.E2E_STORYBOOK_URL = storybook.url;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    storybook?.server.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
