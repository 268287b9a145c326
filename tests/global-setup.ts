// Starts the real server (built app, temporary PGlite folder, free ports) and the built Storybook for the browser tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveFolder } from './static-server';

const waitFor = (read: () => string, pattern: RegExp, ms: number) =>
  new Promise<RegExpExecArray>((resolve, reject) => {
    const end = Date.now() + ms;
    const tick = () => {
      const match = pattern.exec(read());
      if (match) return resolve(match);
      if (Date.now() > end) return reject(new Error(`server did not start:\n${read()}`));
      setTimeout(tick, 100);
    };
    tick();
  });

export default async function globalSetup() {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build');
  const folder = mkdtempSync(join(tmpdir(), 'e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: join(folder, 'db'),
    CLIENT_PORT: '0',
    ADMIN_PORT: '0',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const match = await waitFor(() => output, /Client console: (\S+)\s+Admin console:\s+(\S+)/, 60_000);
  process.env.E2E_CLIENT_URL = match[1];
  process.env.E2E_ADMIN_URL = match[2];

  const storybook = existsSync('storybook-static/index.json') ? await serveFolder('storybook-static') : undefined;
  if (storybook) process.env.E2E_STORYBOOK_URL = storybook.url;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    storybook?.server.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
