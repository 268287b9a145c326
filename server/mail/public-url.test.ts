// The reset link's address comes from configuration (PUBLIC_CLIENT_URL, PUBLIC_ADMIN_URL, else the console's own
// http://HOST:port), never from the request: a forged Host port or X-Forwarded-Proto does not move it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

/** Asks for a reset link with a forged Host and forwarding headers; returns the link the outbox holds. */
async function linkFor(env: NodeJS.ProcessEnv, console: 'client' | 'admin', email: string): Promise<string> {
  const { app } = await testApp({ db, console, env });
  try {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-link',
      payload: { type: 'email', value: email },
      headers: { host: 'localhost:6666', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(answer.statusCode).toBe(200);
    const { rows } = await db.query<{ link: string }>(
      'SELECT link FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    return rows[0].link;
  } finally {
    await app.close();
  }
}

describe('the reset link', () => {
  it("points at the console's configured public URL whatever Host and X-Forwarded-Proto say", async () => {
    const env = { PUBLIC_CLIENT_URL: 'https://pay.example.com/', PUBLIC_ADMIN_URL: 'https://admin.pay.example.com' };
    expect(await linkFor(env, 'client', 'exporter@demo.test')).toMatch(
      /^https:\/\/pay\.example\.com\/set-password\/[\w-]{43}$/,
    );
    expect(await linkFor(env, 'admin', 'admin@demo.test')).toMatch(
      /^https:\/\/admin\.pay\.example\.com\/set-password\/[\w-]{43}$/,
    );
  });

  it("defaults to the console's own http://HOST:port", async () => {
    expect(await linkFor({ CLIENT_PORT: '8090' }, 'client', 'importer@demo.test')).toMatch(
      /^http:\/\/127\.0\.0\.1:8090\/set-password\//,
    );
  });

  it('refuses a base URL that is not http(s), and a wildcard HOST in production without both', () => {
    expect(() => loadConfig({ PUBLIC_CLIENT_URL: 'javascript:alert(1)' })).toThrow('Invalid PUBLIC_CLIENT_URL');
    expect(() => loadConfig({ PUBLIC_ADMIN_URL: 'https://x.example/?a=1' })).toThrow('Invalid PUBLIC_ADMIN_URL');
    const production = { NODE_ENV: 'production', OTP_SECRET: 'k', EBRC_FILE_KEY: '0'.repeat(64), HOST: '0.0.0.0' };
    expect(() => loadConfig(production)).toThrow('PUBLIC_CLIENT_URL and PUBLIC_ADMIN_URL must be set');
    expect(
      loadConfig({ ...production, PUBLIC_CLIENT_URL: 'https://a.example', PUBLIC_ADMIN_URL: 'https://b.example' })
        .publicUrls,
    ).toEqual({ client: 'https://a.example', admin: 'https://b.example' });
  });
});
