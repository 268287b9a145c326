// The real server process: start, refuse a second process on the same folder, stop cleanly, keep data across restarts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string): Started {
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    CLIENT_PORT: '0',
    ADMIN_PORT: '0',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(check: () => boolean, what: string, ms = 45_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const url = (output: string, kind: 'Client' | 'Admin') =>
  new RegExp(`${kind} console:\\s+(http://\\S+)`).exec(output)?.[1];

// The banner ends with the demo sign-ins; the provider Admin is listed among them.
const ready = (server: Started) => () =>
  Boolean(url(server.output(), 'Admin')) && server.output().includes('admin@demo.test');

describe('server process', { timeout: 120_000 }, () => {
  it('serves both consoles, refuses a second process, stops cleanly and keeps its data', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'server-')), 'db');
    const first = startServer(dataDir);
    await until(ready(first), 'the server to print its URLs');
    expect(first.output()).toContain('Demo data seeded.');
    expect(first.output()).toContain('admin@demo.test');
    const client = await (await fetch(`${url(first.output(), 'Client')}/api/health`)).json();
    const admin = await (await fetch(`${url(first.output(), 'Admin')}/api/health`)).json();
    expect(client.data.console).toBe('client');
    expect(admin.data.console).toBe('admin');

    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database folder ${dataDir} is already in use by server process ${first.child.pid}`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');

    const again = startServer(dataDir);
    await until(ready(again), 'the restarted server');
    expect(again.output()).not.toContain('Demo data seeded.');
    expect(again.output()).not.toContain('Database migrated');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('stops at start with a clear message when the database folder cannot be opened', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'server-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const server = startServer(file);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Server not started: Cannot open the database folder ${file}`);
  });
});
