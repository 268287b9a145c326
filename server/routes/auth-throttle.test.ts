// The attacks on sign-in limits: guessing across identifiers and routes, locking the owner out, and telling accounts apart.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_MESSAGES, TRIES_PER_CODE } from '../auth/otp';
import { encryptPassword } from '../auth/password-crypto';
import { LIMITS } from '../auth/rate-limit';
import { FREE_FAILURES, MAX_DELAY_SECONDS, throttledMessage } from '../auth/throttle';
import type { Db } from '../db/db';
import { DEMO_PASSWORD } from '../seed/seed';
import { bearer, openTestDb, testApp, tokenFor } from '../testing/test-app';
import { OTP_SENT } from './auth-sign-in';

let db: Db;
let client: FastifyInstance;
/** A second server process on the same database. */
let other: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  other = (await testApp({ db, console: 'client' })).app;
});
afterAll(async () => {
  await client.close();
  await other.close();
  await db.close();
});
beforeEach(async () => {
  await db.query('DELETE FROM auth_attempts');
  await db.query(`UPDATE otps SET created_at = now() - interval '2 minutes'`);
});

const post = (url: string, payload: object, headers: Record<string, string> = {}, app = client) =>
  app.inject({ method: 'POST', url, payload, headers });
const signIn = (login: string, password: string, app = client) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: {
      authorization: `Basic ${Buffer.from(`${login}:${encryptPassword(password)}`).toString('base64')}`,
      console: 'client',
    },
  });
const verify = (loginKey: 'email' | 'mobile', loginValue: string, otp: string, app = client) =>
  post('/api/auth/otp/verify', { loginKey, loginValue, otp }, {}, app);
const outbox = async (to: string) =>
  (await db.query<{ otp: string }>('SELECT otp FROM outbox WHERE recipient = $1 ORDER BY id DESC', [to])).rows;
/** Moves the clock past the current wait, as the owner would by waiting. */
const waitOut = () => db.query('UPDATE auth_throttle SET next_allowed_at = now()');
/** The count of an account's failures from this test's address (the client console's key of that source). */
const failuresOf = async (email: string) =>
  (
    await db.query<{ failures: number }>(
      `SELECT t.failures FROM auth_throttle t JOIN users u ON t.key = 'client/user:' || u.user_id || '/ip:127.0.0.1'
        WHERE u.email = $1`,
      [email],
    )
  ).rows[0]?.failures;
/** A code other than the one last sent to `to`. */
const wrongFor = async (to: string) => ((await outbox(to))[0].otp === '0000' ? '1111' : '0000');
/** Fails n times, waiting out each wait as a patient attacker would; the last failure leaves a wait of 2^(n-5) s. */
const failPatiently = async (n: number, attempt: (i: number) => Promise<{ statusCode: number }>) => {
  for (let i = 0; i < n; i++) {
    await waitOut();
    expect((await attempt(i)).statusCode).toBe(400);
  }
};
/** A failure count whose wait (4 s) outlasts a slow test machine's gap between two requests. */
const RAMP = FREE_FAILURES + 2;
const statuses = (responses: { statusCode: number }[]) => responses.map((res) => res.statusCode);

describe('one budget per account and source', () => {
  it("counts the account's e-mail and mobile, password and OTP, on every server process as one budget", async () => {
    // A wrong OTP counts only against a code that was sent (auth-owner.test.ts): both identifiers have one here.
    await post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'mobile', mobile: '9876500001' });
    await post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'email', email: 'exporter@demo.test' });
    const byMobileCode = await wrongFor('9876500001');
    const byEmailCode = await wrongFor('exporter@demo.test');
    const tries = [
      () => signIn('exporter@demo.test', 'Wrong@2025'),
      () => verify('mobile', '9876500001', byMobileCode, other),
      () => signIn('9876500001', 'Wrong@2025', other),
      () => verify('email', 'exporter@demo.test', byEmailCode),
    ];
    await failPatiently(RAMP, (i) => tries[i % tries.length]());
    const byMobile = await verify('mobile', '9876500001', byMobileCode);
    expect(byMobile.statusCode).toBe(429);
    const wait = Number(byMobile.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(4);
    expect(byMobile.json()).toEqual({ responseCode: 429, message: throttledMessage(wait), data: null });
  });

  it('treats an unknown e-mail like a known one', async () => {
    for (const login of ['ghost@demo.test', 'documents@demo.test']) {
      await failPatiently(RAMP, () => signIn(login, 'Wrong@2025'));
      const early = await signIn(login, 'Wrong@2025');
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toBe(throttledMessage(Number(early.headers['retry-after'])));
    }
  });

  it('lets parallel guesses through only up to the free failures', async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => signIn('backoffice@demo.test', 'Wrong@2025')));
    const checked = statuses(all).filter((status) => status === 400).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES + 1);
    expect(statuses(all).filter((status) => status === 429)).toHaveLength(20 - checked);
  });
});

describe('progressive delay instead of lockout', () => {
  it('doubles the wait from 1 s up to 15 minutes, does not check early tries, and still lets the owner in', async () => {
    const who = 'importer@demo.test';
    const delays: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 4; i++) {
      await waitOut();
      expect((await signIn(who, 'Wrong@2025')).statusCode).toBe(400);
      const { rows } = await db.query<{ delay: number }>(
        `SELECT round(extract(epoch FROM t.next_allowed_at - t.last_failed_at))::int AS delay
           FROM auth_throttle t JOIN users u ON t.key = 'client/user:' || u.user_id || '/ip:127.0.0.1'
          WHERE u.email = $1`,
        [who],
      );
      delays.push(rows[0].delay);
    }
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16]);

    const early = await signIn(who, DEMO_PASSWORD);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(8);
    expect(await failuresOf(who)).toBe(FREE_FAILURES + 4);

    await db.query(`UPDATE auth_throttle SET failures = 40`);
    await waitOut();
    await signIn(who, 'Wrong@2025');
    const capped = await signIn(who, DEMO_PASSWORD);
    expect(capped.headers['retry-after']).toBe(String(MAX_DELAY_SECONDS));
    expect(capped.json().message).toBe('Too many failed attempts. Please try again in 15 minutes.');

    await waitOut();
    expect((await signIn(who, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await failuresOf(who)).toBeUndefined();
  });

  it('forgets failures a day old', async () => {
    const who = 'freelancer@demo.test';
    for (let i = 0; i < FREE_FAILURES; i++) await signIn(who, 'Wrong@2025');
    await db.query(`UPDATE auth_throttle SET last_failed_at = now() - interval '25 hours', next_allowed_at = now()`);
    await signIn(who, 'Wrong@2025');
    expect(await failuresOf(who)).toBe(1);
  });
});

describe('every OTP-consuming route', () => {
  it('spaces out OTP guesses through sign-up, even with fresh codes', async () => {
    const email = 'guesser@demo.test';
    const signUp = (otp: string) =>
      post('/api/auth/sign-up', { email, otp, countryCode: 'IN', clientType: 'Business' });
    const generate = async () => {
      await waitOut();
      await db.query(`UPDATE otps SET created_at = now() - interval '2 minutes'`);
      await post('/api/auth/otp/generate', { otpKey: 'email_validate', otpFor: 'email', email });
    };
    await generate();
    const [{ otp }] = await outbox(email);
    const wrong = otp === '0000' ? '1111' : '0000';
    await failPatiently(TRIES_PER_CODE, () => signUp(wrong));
    await generate();
    await failPatiently(RAMP - TRIES_PER_CODE, () => signUp('0000'));
    expect((await signUp('1111')).statusCode).toBe(429);

    await generate();
    const [fresh] = await outbox(email);
    expect((await signUp(fresh.otp)).json().message).toBe('Registered successfully');
  });

  it('spaces out OTP guesses through save-mobile', async () => {
    const { rows } = await db.query<{ client_id: string }>(
      `SELECT client_id FROM users WHERE email = 'solo@demo.test'`,
    );
    const token = await tokenFor(db, 'solo@demo.test', 'client');
    // Save-mobile is sign-up's last step, for a user with no mobile yet.
    await db.query(`UPDATE users SET mobile = NULL WHERE email = 'solo@demo.test'`);
    const mobile = '9000000077';
    const generate = async () => {
      await db.query(`UPDATE otps SET created_at = now() - interval '2 minutes'`);
      await post('/api/auth/otp/generate', { otpKey: 'mobile_validate', otpFor: 'mobile', mobile });
    };
    const save = (code: string) =>
      post(
        '/api/auth/save-mobile',
        { email: 'solo@demo.test', otp: code, mobile, mobileCountryCode: '+91', clientId: rows[0].client_id },
        bearer(token),
      );
    // Wrong codes count only while a code is live: a fresh one once the first is spent.
    await generate();
    await failPatiently(TRIES_PER_CODE, async () => save(await wrongFor(mobile)));
    await generate();
    await failPatiently(RAMP - TRIES_PER_CODE, async () => save(await wrongFor(mobile)));
    expect((await save((await outbox(mobile))[0].otp)).statusCode).toBe(429);
  });
});

describe('no enumeration', () => {
  it('sends no OTP to an account whose attempts are spaced out, and answers as if it had', async () => {
    await failPatiently(RAMP, () => signIn('service@demo.test', 'Wrong@2025'));
    const sent = await outbox('9876500004');
    const codes = async () => (await db.query(`SELECT id FROM otps WHERE identifier = '9876500004'`)).rows;
    const made = await codes();
    const res = await post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'mobile', mobile: '9876500004' });
    const unknown = await post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'mobile', mobile: '9000000099' });
    expect(res.json()).toEqual({ responseCode: 200, message: OTP_SENT, data: { keyHash: 'sign_in' } });
    expect(unknown.json()).toEqual(res.json());
    expect(await outbox('9876500004')).toEqual(sent);
    expect(await codes()).toEqual(made);

    await waitOut();
    await db.query(`UPDATE otps SET created_at = now() - interval '2 minutes'`);
    await post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'mobile', mobile: '9876500004' });
    expect(await outbox('9876500004')).toHaveLength(sent.length + 1);
  });

  it('refuses a resend inside the minute for an unknown account too', async () => {
    for (const email of ['kyb@demo.test', 'nobody@demo.test']) {
      await post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'email', email });
      const again = await post('/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'email', email });
      expect(again.json()).toEqual({ responseCode: 429, message: OTP_MESSAGES.resendTooSoon, data: null });
    }
  });

  it('takes as long to refuse an unknown e-mail as a wrong password (a dummy hash is checked)', async () => {
    // Interleaved, one of each in turn, so a busy spell of the machine slows both alike.
    const times: Record<string, number[]> = { 'exporter@demo.test': [], 'ghost@demo.test': [] };
    for (let i = 0; i < 11; i++) {
      for (const login of Object.keys(times)) {
        await db.query('DELETE FROM auth_throttle');
        const start = performance.now();
        expect((await signIn(login, 'Wrong@2025')).statusCode).toBe(400);
        times[login].push(performance.now() - start);
      }
    }
    const median = (login: string) => times[login].sort((a, b) => a - b)[5];
    const known = median('exporter@demo.test');
    const unknown = median('ghost@demo.test');
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
  });

  it('still limits one address across accounts', async () => {
    await db.query(`INSERT INTO auth_attempts (bucket) SELECT 'ip:127.0.0.1' FROM generate_series(1, 60)`);
    expect((await signIn('anyone@demo.test', 'Wrong@2025')).json()).toEqual({
      responseCode: 429,
      message: 'Too many attempts. Please try again in 15 minutes.',
      data: null,
    });
  });

  it("limits the availability answers and sign-up's 'Email already exists' per address like sign-in", async () => {
    const lookup = (url: string, remoteAddress: string) => client.inject({ method: 'GET', url, remoteAddress });
    for (let i = 0; i < LIMITS.address.max; i++) {
      const url =
        i % 2
          ? `/api/auth/mobile-exists?mobile=90000${String(i).padStart(5, '0')}`
          : `/api/auth/email-exists?email=probe${i}@demo.test`;
      expect((await lookup(url, '192.0.2.50')).statusCode).toBe(404);
    }
    for (const url of ['/api/auth/email-exists?email=exporter@demo.test', '/api/auth/mobile-exists?mobile=9876500001'])
      expect((await lookup(url, '192.0.2.50')).json()).toEqual({
        responseCode: 429,
        message: `Too many attempts. Please try again in ${LIMITS.address.minutes} minutes.`,
        data: null,
      });
    const signUp = (remoteAddress: string) =>
      client.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress,
        payload: { email: 'exporter@demo.test', otp: '0000', countryCode: 'IN', clientType: 'Business' },
      });
    expect((await signUp('192.0.2.50')).statusCode).toBe(429);
    expect((await signUp('192.0.2.51')).statusCode).toBe(409);
    expect((await lookup('/api/auth/email-exists?email=exporter@demo.test', '192.0.2.51')).statusCode).toBe(200);
  });

  it('allows an address the configured number of attempts (AUTH_ATTEMPTS_PER_ADDRESS)', async () => {
    const roomy = (await testApp({ db, console: 'client', env: { AUTH_ATTEMPTS_PER_ADDRESS: '200' } })).app;
    await db.query('DELETE FROM auth_attempts');
    await db.query(`INSERT INTO auth_attempts (bucket) SELECT 'ip:127.0.0.1' FROM generate_series(1, 150)`);
    expect((await signIn('anyone@demo.test', 'Wrong@2025', roomy)).json().responseCode).not.toBe(429);
    expect((await signIn('anyone@demo.test', 'Wrong@2025')).json().responseCode).toBe(429);
    await db.query(`INSERT INTO auth_attempts (bucket) SELECT 'ip:127.0.0.1' FROM generate_series(1, 60)`);
    expect((await signIn('anyone@demo.test', 'Wrong@2025', roomy)).json().responseCode).toBe(429);
    await roomy.close();
  });
});
