// Sign-in, sign-up, password reset and logout against a real database, with the spec's messages.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueIdentityToken } from '../auth/identity-provider';
import { OTP_MESSAGES, TRIES_PER_CODE } from '../auth/otp';
import { encryptPassword } from '../auth/password-crypto';
import type { Db } from '../db/db';
import { REQUESTS_PER_CLIENT } from '../seed/seed-payment-requests';
import { bearer, openTestDb, testApp, tokenFor } from '../testing/test-app';
import { freshClient } from '../testing/test-onboarding';
import { BAD_CREDENTIALS, OTP_SENT } from './auth-sign-in';

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

const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });
const lastOtp = async (to: string) =>
  (await db.query<{ otp: string }>('SELECT otp FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [to]))
    .rows[0]?.otp;
const basic = (email: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${encryptPassword(password)}`).toString('base64')}`,
  console: 'client',
});
const clearOtpWindow = (identifier: string) =>
  db.query(`UPDATE otps SET created_at = now() - interval '2 minutes' WHERE identifier = $1`, [identifier]);

describe('OTP sign-in', () => {
  it('sends a code by e-mail and signs in with it, answering the login response', async () => {
    const generate = await post(client, '/api/auth/otp/generate', {
      otpKey: 'sign_in',
      otpFor: 'email',
      email: 'exporter@demo.test',
    });
    expect(generate.json()).toMatchObject({ responseCode: 200, message: OTP_SENT });
    const otp = await lastOtp('exporter@demo.test');
    expect(otp).toMatch(/^[0-9]{4}$/);
    const verify = await post(client, '/api/auth/otp/verify', {
      loginKey: 'email',
      loginValue: 'exporter@demo.test',
      otp,
    });
    const data = verify.json().data;
    expect(data).toMatchObject({
      email: 'exporter@demo.test',
      roles: [{ roleName: 'Client Exporter' }],
      clientStatus: 'Approved',
      clientType: 'Business',
      businessCategory: 'Goods Exporter',
      userName: 'Ravi Menon',
    });
    expect(data.privileges.map((item: { title: string }) => item.title)).toEqual([
      'View Dashboard',
      'Start Shipment',
      'Transactions',
      'Manage Alerts',
      'Manage Scrip',
      'Add Customers',
      'Set Virtual Accounts',
    ]);
    // Issue 30: the count spec 1 section 4.2 routes on is the client's payment requests.
    const count = await client.inject({ url: '/api/shipments/count', headers: bearer(data.token) });
    const requests = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_requests WHERE client_id = 'CL1001'`,
    );
    expect(count.json().data).toBe(requests.rows[0].n);
  });

  it.each([
    ['importer@demo.test', 'Client Importer', 'Business'],
    ['service@demo.test', 'Service Exporter', 'Individual'],
  ] as const)(
    'counts the requests of %s (a year of them, so /dashboard) and none for an approved %s without any',
    async (email, role, type) => {
      const seeded = await client.inject({
        url: '/api/shipments/count',
        headers: bearer(await tokenFor(db, email, 'client')),
      });
      expect(seeded.json().data).toBe(REQUESTS_PER_CLIENT);
      // Spec 1 section 4.2: an approved client without requests lands on /shipment or /receive-payments.
      const empty = await freshClient(db, { type, status: 'Approved', role });
      const none = await client.inject({ url: '/api/shipments/count', headers: bearer(empty.token) });
      expect(none.json().data).toBe(0);
    },
  );

  it('signs in by mobile', async () => {
    await post(client, '/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'mobile', mobile: '9876500004' });
    const verify = await post(client, '/api/auth/otp/verify', {
      loginKey: 'mobile',
      loginValue: '9876500004',
      otp: await lastOtp('9876500004'),
    });
    expect(verify.json().data.roles).toEqual([{ roleName: 'Service Exporter' }]);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const res = await post(client, '/api/auth/otp/generate', {
      otpKey: 'sign_in',
      otpFor: 'email',
      email: 'nobody@demo.test',
    });
    expect(res.json()).toMatchObject({ responseCode: 200, message: OTP_SENT });
    expect(await lastOtp('nobody@demo.test')).toBeUndefined();
  });

  it('refuses a resend inside the minute', async () => {
    await post(client, '/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'email', email: 'importer@demo.test' });
    const again = await post(client, '/api/auth/otp/generate', {
      otpKey: 'sign_in',
      otpFor: 'email',
      email: 'importer@demo.test',
    });
    expect(again.json()).toEqual({ responseCode: 429, message: OTP_MESSAGES.resendTooSoon, data: null });
  });

  it('voids a code after five wrong tries', async () => {
    await clearOtpWindow('backoffice@demo.test');
    await post(client, '/api/auth/otp/generate', { otpKey: 'sign_in', otpFor: 'email', email: 'backoffice@demo.test' });
    const otp = await lastOtp('backoffice@demo.test');
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < TRIES_PER_CODE; i++) {
      const res = await post(client, '/api/auth/otp/verify', {
        loginKey: 'email',
        loginValue: 'backoffice@demo.test',
        otp: wrong,
      });
      expect(res.json().message).toBe('Invalid OTP');
    }
    await db.query(`UPDATE auth_throttle SET next_allowed_at = now()`); // the account's wait has passed
    const right = await post(client, '/api/auth/otp/verify', {
      loginKey: 'email',
      loginValue: 'backoffice@demo.test',
      otp,
    });
    expect(right.json()).toMatchObject({ responseCode: 400, message: 'Invalid OTP' });
  });

  it('refuses a body that is not an OTP request', async () => {
    const res = await post(client, '/api/auth/otp/verify', {
      loginKey: 'email',
      loginValue: 'exporter@demo.test',
      otp: '12a4',
    });
    expect(res.json()).toMatchObject({ responseCode: 400, message: 'otp: Please enter the 4-digit OTP' });
  });
});

describe('password and token sign-in', () => {
  it('signs in with Basic credentials and an encrypted password', async () => {
    const res = await client.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: basic('service@demo.test', 'Demo@2025'),
    });
    expect(res.json().data).toMatchObject({ email: 'service@demo.test', roles: [{ roleName: 'Service Exporter' }] });
  });

  it('answers a wrong password, an unknown e-mail and another console alike', async () => {
    for (const [app, email, password] of [
      [client, 'service@demo.test', 'Wrong@2025'],
      [client, 'ghost@demo.test', 'Demo@2025'],
      [client, 'admin@demo.test', 'Demo@2025'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: basic(email, password) });
      expect(res.json()).toEqual({ responseCode: 400, message: BAD_CREDENTIALS, data: null });
    }
    const adminSignIn = await admin.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...basic('admin@demo.test', 'Demo@2025'), console: 'admin' },
    });
    expect(adminSignIn.json().data.privileges[0]).toMatchObject({ id: 'dashboard', title: 'Dashboard' });
  });

  it('signs in with a token of the development identity provider', async () => {
    const res = await post(client, '/api/auth/token-sign-in', {
      loginKey: 'google',
      loginValue: 'importer@demo.test',
      token: issueIdentityToken('importer@demo.test'),
    });
    expect(res.json().data.roles).toEqual([{ roleName: 'Client Importer' }]);
    const forged = await post(client, '/api/auth/token-sign-in', {
      loginKey: 'google',
      loginValue: 'importer@demo.test',
      token: 'e30.forged',
    });
    expect(forged.json().message).toBe('Invalid sign-in token');
  });
});

describe('sign-up', () => {
  const email = 'newexporter@demo.test';

  it('checks e-mail and mobile availability: 404 free, 200 taken', async () => {
    expect((await client.inject(`/api/auth/email-exists?email=${email}`)).statusCode).toBe(404);
    expect((await client.inject('/api/auth/email-exists?email=exporter@demo.test')).json()).toMatchObject({
      responseCode: 200,
    });
    expect((await client.inject('/api/auth/mobile-exists?mobile=9000000001')).statusCode).toBe(404);
    expect((await client.inject('/api/auth/mobile-exists?mobile=9876500001')).json()).toMatchObject({
      responseCode: 200,
      message: 'Mobile already exists',
    });
  });

  it('checks a referral code', async () => {
    expect((await client.inject('/api/auth/referral-check?code=trade2025')).json().responseCode).toBe(200);
    expect((await client.inject('/api/auth/referral-check?code=NOPE')).json()).toEqual({
      responseCode: 404,
      message: 'This Referral Code is invalid',
      data: null,
    });
  });

  it('offers India as the only active country', async () => {
    expect((await client.inject('/api/countries/active')).json().data).toEqual([
      { value: 'IN', label: 'India', dialCode: '+91' },
    ]);
  });

  it('registers a business with the e-mail OTP, then saves the mobile with its OTP and a password', async () => {
    await post(client, '/api/auth/otp/generate', {
      otpKey: 'email_validate',
      otpFor: 'email',
      email,
      keyHash: 'signup',
    });
    const otp = await lastOtp(email);
    const wrong = await post(client, '/api/auth/sign-up', {
      email,
      otp: otp === '0000' ? '1111' : '0000',
      countryCode: 'IN',
      clientType: 'Business',
    });
    expect(wrong.json()).toMatchObject({ responseCode: 400, message: 'Invalid OTP' });
    const referral = await post(client, '/api/auth/sign-up', {
      email,
      otp,
      countryCode: 'IN',
      clientType: 'Business',
      referralCode: 'NOPE',
    });
    expect(referral.json().message).toBe('This Referral Code is invalid');
    const signUp = await post(client, '/api/auth/sign-up', {
      email,
      otp,
      countryCode: 'IN',
      clientType: 'Business',
      referralCode: 'TRADE2025',
    });
    const user = signUp.json().data;
    expect(user).toMatchObject({
      email,
      roles: [{ roleName: 'Client Exporter' }],
      businessCategory: 'Goods Exporter',
      clientStatus: null,
      viewTour: true,
    });

    await post(client, '/api/auth/otp/generate', { otpKey: 'mobile_validate', otpFor: 'mobile', mobile: '9000000001' });
    const saved = await post(
      client,
      '/api/auth/save-mobile',
      {
        email,
        otp: await lastOtp('9000000001'),
        mobile: '9000000001',
        mobileCountryCode: '+91',
        clientId: user.clientId,
        password: encryptPassword('New@pass1'),
      },
      bearer(user.token),
    );
    expect(saved.json()).toMatchObject({ responseCode: 200 });
    const signIn = await client.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: basic(email, 'New@pass1'),
    });
    expect(signIn.json().data.mobile).toBe('9000000001');

    // Once saved, the mobile changes only from the Profile (a recent sign-in, the OTP, the old number told): a
    // session, however old, cannot move it here.
    await db.query(`UPDATE otps SET created_at = now() - interval '2 minutes'`);
    await post(client, '/api/auth/otp/generate', { otpKey: 'mobile_validate', otpFor: 'mobile', mobile: '9000000002' });
    const again = await post(
      client,
      '/api/auth/save-mobile',
      {
        email,
        otp: await lastOtp('9000000002'),
        mobile: '9000000002',
        mobileCountryCode: '+91',
        clientId: user.clientId,
        password: encryptPassword('Other@pass1'),
      },
      bearer(user.token),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your mobile number is already saved. To change it, use your Profile.');
    const unchanged = await client.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: basic(email, 'New@pass1'),
    });
    expect(unchanged.json().data.mobile).toBe('9000000001');
  });

  it("refuses an e-mail that is registered with the server's message", async () => {
    await clearOtpWindow('exporter@demo.test');
    await post(client, '/api/auth/otp/generate', {
      otpKey: 'email_validate',
      otpFor: 'email',
      email: 'exporter@demo.test',
    });
    const res = await post(client, '/api/auth/sign-up', {
      email: 'exporter@demo.test',
      otp: await lastOtp('exporter@demo.test'),
      countryCode: 'IN',
      clientType: 'Individual',
    });
    expect(res.json()).toMatchObject({ responseCode: 409, message: 'Email Already exist' });
  });

  it('is closed in the admin console', async () => {
    const res = await post(admin, '/api/auth/sign-up', {
      email: 'x@demo.test',
      otp: '1234',
      countryCode: 'IN',
      clientType: 'Business',
    });
    expect(res.json().responseCode).toBe(404);
  });
});

describe('passwords', () => {
  it('sends a single-use link and sets the password with it', async () => {
    const res = await post(client, '/api/auth/reset-link', { type: 'email', value: 'importer@demo.test' });
    expect(res.json().message).toBe('If this email is registered, a link to set your password has been sent.');
    const { link } = (
      await db.query<{ link: string }>(
        `SELECT link FROM outbox WHERE recipient = 'importer@demo.test' AND link IS NOT NULL ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0];
    const token = link.split('/set-password/')[1];
    const weak = await post(client, '/api/auth/reset-password', { token, password: encryptPassword('Weakpass1%') });
    expect(weak.json().message).toBe('Please enter a valid password');
    const set = await post(client, '/api/auth/reset-password', { token, password: encryptPassword('Reset@2025') });
    expect(set.json().responseCode).toBe(200);
    const again = await post(client, '/api/auth/reset-password', { token, password: encryptPassword('Reset@2026') });
    expect(again.json()).toMatchObject({ responseCode: 400, message: 'Invalid token' });
    const signIn = await client.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: basic('importer@demo.test', 'Reset@2025'),
    });
    expect(signIn.json().responseCode).toBe(200);
  });

  it('changes the password of the signed-in user, accepting the wider special set', async () => {
    const token = (
      await client.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: basic('service@demo.test', 'Demo@2025'),
      })
    ).json().data.token;
    const res = await post(
      client,
      '/api/auth/change-password',
      { password: encryptPassword('Change%2025') },
      bearer(token),
    );
    expect(res.json().responseCode).toBe(200);
    await post(client, '/api/auth/change-password', { password: encryptPassword('Demo@2025') }, bearer(token));
  });
});

describe('logout', () => {
  it('revokes the token on the server', async () => {
    const token = (
      await client.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: basic('service@demo.test', 'Demo@2025'),
      })
    ).json().data.token;
    expect((await post(client, '/api/auth/logout', {}, bearer(token))).json().responseCode).toBe(200);
    expect((await client.inject({ url: '/api/auth/privileges', headers: bearer(token) })).statusCode).toBe(401);
  });
});
