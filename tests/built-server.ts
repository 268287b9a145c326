// Starts server/main.ts on the built app with a temporary PGlite folder and free ports: for the browser tests and the size step.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A started server and its two consoles' addresses. */
export interface BuiltServer {
  server: ChildProcess;
  client: string;
  admin: string;
}

/** Starts the server with its database under folder; fails with its output when it has not started within ms. */
export async function startBuiltServer(folder: string, ms = 120_000): Promise<BuiltServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: join(folder, 'db'),
    CLIENT_PORT: '0',
    ADMIN_PORT: '0',
    LOG_LEVEL: 'warn',
    // The browser tests sign in and up hundreds of times from 127.0.0.1; the per-address limit itself is tested on the
    // server (auth-throttle.test.ts).
    AUTH_ATTEMPTS_PER_ADDRESS: '5000',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const end = Date.now() + ms;
  for (;;) {
    const match = /Client console: (\S+)\s+Admin console:\s+(\S+)/.exec(output);
    if (match) return { server, client: match[1]!, admin: match[2]! };
    if (Date.now() > end || server.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
