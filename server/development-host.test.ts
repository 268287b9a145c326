// Development mode (anyone may sign in as Admin through the development identity provider) serves only this machine:
// a non-loopback HOST is refused when the configuration is loaded, and the server process stops saying why.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('development HOST', { timeout: 60_000 }, () => {
  it.each(['0.0.0.0', '::', '192.168.1.20', 'tradepay.example.com'])('refuses HOST=%s outside production', (host) => {
    for (const NODE_ENV of [undefined, 'development', 'test'])
      expect(() => loadConfig({ NODE_ENV, HOST: host })).toThrow(`HOST=${host} is not a loopback address`);
  });

  it('takes loopback in development, and any HOST in production', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1'])
      expect(loadConfig({ NODE_ENV: 'development', HOST: host }).host).toBe(host);
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(
      loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'k', EBRC_FILE_KEY: '0'.repeat(64), HOST: '192.168.1.20' }).host,
    ).toBe('192.168.1.20');
  });

  it('stops the server process at start with the reason and a non-zero exit', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'dev-host-')), 'db'),
      CLIENT_PORT: '0',
      ADMIN_PORT: '0',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const stuck = setTimeout(() => child.kill('SIGKILL'), 30_000); // a server that started after all does not linger
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(stuck);
    expect(code).toBe(1);
    expect(output).toContain('Server not started: HOST=0.0.0.0 is not a loopback address.');
    expect(output).toContain('development identity provider');
    expect(output).not.toContain('Client console:');
  });
});
