// What the real server process writes while it sends an OTP by e-mail and by SMS and a reset link, in development and
// in production: no code, no link, no address and no number, and each message still reaches the outbox and is delivered.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';

const EMAIL = 'exporter@demo.test';
const MOBILE = '9876500002';

async function until(check: () => boolean, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts server/main.ts on a fresh PGlite folder, sends the three messages, stops it; returns its output and folder. */
async function sendThroughServer(env: NodeJS.ProcessEnv): Promise<{ logged: string; dataDir: string }> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'no-secrets-')), 'db');
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, DATA_DIR: dataDir, CLIENT_PORT: '0', ADMIN_PORT: '0' };
  delete childEnv.DATABASE_URL;
  delete childEnv.LOG_LEVEL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: childEnv });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // The banner (which lists the demo sign-ins, by design) ends with the last demo user; what follows is the log.
  await until(() => output.includes('review@demo.test'), 'the banner');
  const banner = output.length;
  const client = /Client console:\s+(http:\/\/\S+)/.exec(output)![1];
  const post = (path: string, body: unknown) =>
    fetch(`${client}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'email', email: EMAIL })).status).toBe(200);
  expect((await post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'mobile', mobile: MOBILE })).status).toBe(
    200,
  );
  expect((await post('/api/auth/reset-link', { type: 'email', value: EMAIL })).status).toBe(200);
  // The job runner looks every second: give it time to deliver all three.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  return { logged: output.slice(banner), dataDir };
}

/** The codes and links the server sent, from its stopped database, and whether each was delivered. */
async function sentMessages(dataDir: string) {
  const db = await openPglite(dataDir);
  try {
    const { rows } = await db.query<{ recipient: string; otp: string | null; link: string | null; sent_at?: Date }>(
      'SELECT * FROM outbox ORDER BY id',
    );
    return rows.map((row) => ({ ...row, sent: Boolean(row.sent_at) }));
  } finally {
    await db.close();
  }
}

/**
 * The secret as the log would show it: a code of 4 to 6 digits (the OTP) not as a part of a longer number, so that a
 * timestamp such as 1795807932269 does not count as leaking the code 9322; any other secret wherever it stands.
 */
const standingAlone = (secret: string) => {
  const text = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(/^\d{4,6}$/.test(secret) ? `(?<!\\d)${text}(?!\\d)` : text);
};

describe('the server log', { timeout: 180_000 }, () => {
  it.each([
    ['development', { NODE_ENV: 'development' }],
    ['production', { NODE_ENV: 'production', OTP_SECRET: 'a production key', EBRC_FILE_KEY: '0'.repeat(64) }],
  ])('carries no OTP, link, address or number in %s', async (_mode, env) => {
    const { logged, dataDir } = await sendThroughServer(env);
    const sent = await sentMessages(dataDir);
    expect(sent.map((message) => message.recipient)).toEqual([EMAIL, MOBILE, EMAIL]);
    const secrets = [EMAIL, MOBILE, 'set-password', ...sent.flatMap((message) => [message.otp, message.link])];
    for (const secret of secrets.filter((value): value is string => Boolean(value)))
      expect(logged).not.toMatch(standingAlone(secret));
    expect(logged).not.toContain('[outbox]');
    expect(sent.map((message) => message.sent)).toEqual([true, true, true]);
  });
});
