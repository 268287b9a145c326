// Changing the password from a session needs a recent sign-in (REAUTH_MINUTES): a stolen session past the window
// cannot turn into a lasting takeover by setting a password of its own.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from '../auth/password-crypto';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
});
afterAll(async () => {
  await client.close();
  await db.close();
});

const passwordSignIn = (password: string) =>
  client.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: {
      authorization: `Basic ${Buffer.from(`documents@demo.test:${encryptPassword(password)}`).toString('base64')}`,
    },
  });

describe('change password', () => {
  it('refuses a session signed in more than 15 minutes ago, and takes a fresh one', async () => {
    const token = await signIn(db, 'documents@demo.test', 'client');
    await db.query(
      "UPDATE sessions SET created_at = now() - interval '16 minutes' WHERE user_id = (SELECT user_id FROM users WHERE email = $1)",
      ['documents@demo.test'],
    );
    const stale = await call(client, token, 'POST', '/api/auth/change-password', {
      password: encryptPassword('Taken%2025'),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      message:
        'For your security, please sign in again to make this change: your last sign-in was more than 15 minutes ago.',
      data: { reauthenticate: true },
    });
    expect((await passwordSignIn('Taken%2025')).json().responseCode).toBe(400);
    // The stale session still works for everything else.
    expect((await call(client, token, 'GET', '/api/profile')).json().responseCode).toBe(200);

    const fresh = (await passwordSignIn('Demo@2025')).json().data.token as string;
    const changed = await call(client, fresh, 'POST', '/api/auth/change-password', {
      password: encryptPassword('Fresh%2025'),
    });
    expect(changed.json()).toMatchObject({ responseCode: 200, message: 'Password changed successfully' });
    expect((await passwordSignIn('Fresh%2025')).json().responseCode).toBe(200);
  });
});
