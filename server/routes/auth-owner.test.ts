// Failures from other addresses, devices or consoles never stop the owner: counts per account and source, a known
// device, an account-wide ceiling that spares it, and OTP guesses counted only against codes that were sent.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deviceCookieName } from '../auth/devices';
import { encryptPassword } from '../auth/password-crypto';
import { LIMITS } from '../auth/rate-limit';
import { throttledMessage } from '../auth/throttle';
import type { Db } from '../db/db';
import { DEMO_PASSWORD } from '../seed/seed';
import { bearer, openTestDb, testApp, tokenFor } from '../testing/test-app';
import { OTP_SENT } from './auth-sign-in';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});
beforeEach(async () => {
  await db.query('DELETE FROM auth_attempts');
  await db.query(`UPDATE otps SET created_at = now() - interval '2 minutes'`);
});

/** The owner's own address; the attacker's are 198.51.100.x. */
const HOME = '203.0.113.7';
const attacker = (i: number) => `198.51.100.${(i % 10) + 1}`;

interface From {
  address?: string;
  /** The Cookie header of a known device. */
  cookie?: string;
  app?: FastifyInstance;
}
const headersOf = ({ cookie }: From, extra: Record<string, string> = {}) => (cookie ? { ...extra, cookie } : extra);
const signIn = (login: string, password: string, from: From = {}) =>
  (from.app ?? client).inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: from.address,
    headers: headersOf(from, {
      authorization: `Basic ${Buffer.from(`${login}:${encryptPassword(password)}`).toString('base64')}`,
    }),
  });
const post = (url: string, payload: object, from: From = {}, headers: Record<string, string> = {}) =>
  (from.app ?? client).inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from.address,
    headers: headersOf(from, headers),
  });
const generate = (email: string, from: From = {}) =>
  post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'email', email }, from);
const verify = (email: string, otp: string, from: From = {}) =>
  post('/api/auth/otp/verify', { loginKey: 'email', loginValue: email, otp }, from);
const lastCode = async (to: string) =>
  (await db.query<{ otp: string }>('SELECT otp FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [to]))
    .rows[0]?.otp;
const wrongFor = async (to: string) => ((await lastCode(to)) === '0000' ? '1111' : '0000');
/** The patient attacker: every source's wait is over before the next try, so only the counts matter. */
const waitOut = () => db.query('UPDATE auth_throttle SET next_allowed_at = now()');
/** The device cookie a successful sign-in set, as the browser sends it back. */
const deviceOf = (res: LightMyRequestResponse) => {
  const set = String(res.headers['set-cookie']);
  expect(set).toMatch(
    new RegExp(
      `^${deviceCookieName('client')}=[A-Za-z0-9_-]{43}; Path=/api/auth; Max-Age=\\d+; HttpOnly; SameSite=Strict$`,
    ),
  );
  return set.split(';')[0];
};
const userIdOf = async (email: string) =>
  (await db.query<{ user_id: string }>('SELECT user_id FROM users WHERE email = $1', [email])).rows[0].user_id;
/** Fills an account's ceiling of one kind with failures from elsewhere, as a day of attack from many addresses would. */
const fillCeiling = async (email: string, kind: 'password' | 'otp') =>
  db.query(`INSERT INTO auth_attempts (bucket) SELECT $1 FROM generate_series(1, $2)`, [
    `failed-${kind}:client/user:${await userIdOf(email)}`,
    kind === 'password' ? LIMITS.accountPasswords.max : LIMITS.accountOtps.max,
  ]);

describe('failures from elsewhere', () => {
  // A hundred wrong passwords and codes take their scrypt and database time: well over the usual limit on a busy machine.
  it(
    'a hundred failures from ten addresses leave the owner signing in at once, by password and by OTP',
    { timeout: 120_000 },
    async () => {
      const owner = 'exporter@demo.test';
      const device = deviceOf(await signIn(owner, DEMO_PASSWORD, { address: HOME }));
      // Ninety wrong passwords and ten wrong OTPs against two codes the attacker had sent to the owner.
      for (let i = 0; i < 100; i++) {
        await waitOut();
        if (i % 50 === 0) {
          await db.query(`UPDATE otps SET created_at = now() - interval '2 minutes'`);
          await generate(owner, { address: attacker(i) });
        }
        const res =
          i % 50 < 5
            ? await verify(owner, await wrongFor(owner), { address: attacker(i) })
            : await signIn(owner, 'Wrong@2025', { address: attacker(i) });
        expect(res.statusCode).toBe(400);
      }
      const failures = async () =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM auth_attempts WHERE bucket LIKE 'failed-%:client/user:' || $1`,
            [await userIdOf(owner)],
          )
        ).rows[0].n;
      expect(await failures()).toBe(100);

      expect((await signIn(owner, DEMO_PASSWORD, { address: HOME })).statusCode).toBe(200);
      expect((await signIn(owner, DEMO_PASSWORD, { address: HOME, cookie: device })).statusCode).toBe(200);
      for (const from of [{ address: HOME }, { address: HOME, cookie: device }]) {
        expect((await generate(owner, from)).json().message).toBe(OTP_SENT);
        const res = await verify(owner, (await lastCode(owner))!, from);
        expect(res.json().message).toBe('Login successful');
      }
      // The owner's right credentials were counted before their check and taken back after it.
      expect(await failures()).toBe(100);
    },
  );

  it('a known device passes when the account is over its ceiling; other sources, the new device too, wait', async () => {
    const owner = 'importer@demo.test';
    const device = deviceOf(await signIn(owner, DEMO_PASSWORD, { address: HOME }));
    await fillCeiling(owner, 'password');
    const stopped = await signIn(owner, DEMO_PASSWORD, { address: '192.0.2.1' });
    expect(stopped.statusCode).toBe(429);
    const wait = Number(stopped.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(stopped.json().message).toBe(throttledMessage(wait));
    expect(stopped.json().message).toBe('Too many failed attempts. Please try again in 24 hours.');
    expect((await signIn(owner, DEMO_PASSWORD, { address: '192.0.2.1', cookie: device })).statusCode).toBe(200);

    await fillCeiling(owner, 'otp');
    const sent = await lastCode(owner);
    expect((await generate(owner, { address: '192.0.2.1' })).json().message).toBe(OTP_SENT);
    expect(await lastCode(owner)).toBe(sent);
    expect((await generate(owner, { address: '192.0.2.1', cookie: device })).json().message).toBe(OTP_SENT);
    const code = (await lastCode(owner))!;
    expect(code).not.toBe(sent);
    expect((await verify(owner, code, { address: '192.0.2.1' })).statusCode).toBe(429);
    expect((await verify(owner, code, { address: '192.0.2.1', cookie: device })).json().message).toBe(
      'Login successful',
    );
  });

  it("a known device's own failures slow that device only", async () => {
    const owner = 'backoffice@demo.test';
    const device = deviceOf(await signIn(owner, DEMO_PASSWORD, { address: HOME }));
    const fromDevice = { address: '192.0.2.9', cookie: device };
    for (let i = 0; i < 7; i++) {
      await waitOut();
      expect((await signIn(owner, 'Wrong@2025', fromDevice)).statusCode).toBe(400);
    }
    expect((await signIn(owner, DEMO_PASSWORD, fromDevice)).statusCode).toBe(429);
    expect((await signIn(owner, DEMO_PASSWORD, { address: '192.0.2.9' })).statusCode).toBe(200);
  });
});

describe('what costs the account nothing', () => {
  it('wrong OTPs with no code sent do not slow the password', async () => {
    const owner = 'service@demo.test';
    await db.query(`UPDATE otps SET used_at = now() WHERE identifier = $1`, [owner]);
    for (let i = 0; i < 7; i++)
      expect((await verify(owner, '0000', { address: HOME })).json().message).toBe('Invalid OTP');
    expect((await signIn(owner, DEMO_PASSWORD, { address: HOME })).statusCode).toBe(200);
    expect((await db.query(`SELECT 1 FROM auth_throttle WHERE key LIKE '%/ip:${HOME}'`)).rows).toEqual([]);
  });

  it("failures sent to the client console leave the admin console's counts untouched", async () => {
    for (let i = 0; i < 7; i++) {
      await waitOut();
      expect((await signIn('admin@demo.test', 'Wrong@2025', { address: HOME })).statusCode).toBe(400);
    }
    expect((await signIn('admin@demo.test', 'Wrong@2025', { address: HOME })).statusCode).toBe(429);
    expect((await signIn('admin@demo.test', DEMO_PASSWORD, { address: HOME, app: admin })).statusCode).toBe(200);
  });

  it("one caller's wrong codes on a number never stop another user saving it", async () => {
    const mobile = '9000000066';
    // Save-mobile is sign-up's last step, for users with no mobile yet.
    await db.query(`UPDATE users SET mobile = NULL WHERE email IN ('onboard@demo.test', 'kyb@demo.test')`);
    const saveAs = async (email: string, otp: string) => {
      const { rows } = await db.query<{ client_id: string }>('SELECT client_id FROM users WHERE email = $1', [email]);
      return post(
        '/api/auth/save-mobile',
        { email, otp, mobile, mobileCountryCode: '+91', clientId: rows[0].client_id },
        { address: HOME },
        bearer(await tokenFor(db, email, 'client')),
      );
    };
    const send = async () => {
      await db.query(`UPDATE otps SET created_at = now() - interval '2 minutes'`);
      await post('/api/auth/otp/generate', { otpKey: 'mobile_validate', otpFor: 'mobile', mobile });
    };
    for (let i = 0; i < 7; i++) {
      if (i % 5 === 0) await send();
      await waitOut();
      expect((await saveAs('onboard@demo.test', await wrongFor(mobile))).statusCode).toBe(400);
    }
    expect((await saveAs('onboard@demo.test', await wrongFor(mobile))).statusCode).toBe(429);
    await send();
    expect((await saveAs('kyb@demo.test', (await lastCode(mobile))!)).json().message).toBe('Mobile number saved');
  });
});
