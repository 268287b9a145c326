// The Profile page's API: the user (and the company in the client console), and a save that changes only the
// caller's own name and phone (10 digits starting 5 to 9), whatever user or e-mail a body names; a new phone takes
// effect only with the OTP sent to it, from a recent sign-in, and the old number and the e-mail are told.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';

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

const update = { userFirstName: 'Ravi', userLastName: 'Menon', mobile: '5876500001', countryCodeMobile: '+91' };

describe('profile', () => {
  it('shows a client user with the company, and an admin without one', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const own = (await call(client, exporter, 'GET', '/api/profile')).json().data;
    expect(own).toMatchObject({ email: 'exporter@demo.test', roleName: 'Client Exporter', countryCodeMobile: '+91' });
    expect(own.company).toMatchObject({ clientId: 'CL1001', companyName: 'Kaveri Textiles Pvt Ltd' });
    const adminToken = await signIn(db, 'admin@demo.test', 'admin');
    expect((await call(admin, adminToken, 'GET', '/api/profile')).json().data.company).toBeNull();
  });

  it.each([
    ['5876500001', 200],
    ['9876500001', 200],
    ['4876500001', 400],
    ['987650000', 400],
  ])('takes phone %s with %d', async (mobile, code) => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const answer = await call(client, exporter, 'POST', '/api/profile', { ...update, mobile });
    expect(answer.json().responseCode).toBe(code);
    if (code === 400) expect(answer.json().message).toContain('Invalid Mobile Number');
  });

  it("changes only the caller's own name and phone, and refuses another user's id", async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const saved = (
      await call(client, exporter, 'POST', '/api/profile', {
        ...update,
        mobile: '9876500001',
        userFirstName: 'Ravindra',
        email: 'someone@else.test',
      })
    ).json();
    expect(saved.message).toBe('Profile updated successfully');
    expect(saved.data).toMatchObject({ userFirstName: 'Ravindra', email: 'exporter@demo.test' });
    const foreign = await call(client, exporter, 'POST', '/api/profile', { ...update, userId: 'US2002' });
    expect(foreign.statusCode).toBe(403);
    const { rows } = await db.query("SELECT first_name FROM users WHERE user_id = 'US2002'");
    expect(rows[0].first_name).not.toBe('Ravi');
  });

  it('refuses a phone another user holds', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const answer = await call(client, exporter, 'POST', '/api/profile', { ...update, mobile: '9876500002' });
    expect(answer.json().message).toBe('This mobile number is not available');
  });
});

/** The last message the outbox holds for a recipient. */
const lastTo = async (recipient: string) =>
  (
    await db.query<{ channel: string; body: string; otp: string | null }>(
      'SELECT channel, body, otp FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [recipient],
    )
  ).rows[0];
const storedMobile = async (email: string) =>
  (await db.query<{ mobile: string }>('SELECT mobile FROM users WHERE email = $1', [email])).rows[0].mobile;
/** An OTP sign-in to a mobile, as the sign-in page makes it: asks for a code, then enters `code` (or the one sent). */
const otpSignIn = async (mobile: string, code?: string) => {
  // The resend minute of an earlier request for this number is over.
  await db.query("UPDATE otps SET created_at = created_at - interval '2 minutes' WHERE identifier = $1", [mobile]);
  await client.inject({
    method: 'POST',
    url: '/api/auth/otp/generate',
    payload: { otpKey: 'sign_in', otpFor: 'mobile', mobile },
  });
  const sent = await lastTo(mobile);
  const otp = code ?? sent?.otp ?? '0000';
  const answer = await client.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { loginKey: 'mobile', loginValue: mobile, otp },
  });
  return answer.json().responseCode as number;
};

describe('changing the phone', () => {
  const named = { userFirstName: 'Solo', userLastName: 'Trader', countryCodeMobile: '+91' };

  it('waits for the OTP sent to the new number; the name saves at once, the old number and the e-mail are told', async () => {
    const solo = await signIn(db, 'solo@demo.test', 'client');
    const asked = (
      await call(client, solo, 'POST', '/api/profile', { ...named, userFirstName: 'Solomon', mobile: '7000000001' })
    ).json();
    expect(asked).toMatchObject({
      responseCode: 200,
      message: 'Profile updated. Enter the OTP sent to 7000000001 to change your mobile number.',
      data: { userFirstName: 'Solomon', mobile: '9876500008', pendingMobile: '7000000001' },
    });
    expect(await storedMobile('solo@demo.test')).toBe('9876500008');
    const sms = await lastTo('7000000001');
    expect(sms).toMatchObject({ channel: 'sms', otp: expect.stringMatching(/^[0-9]{4}$/) });
    const code = sms.otp as string;

    // Not a sign-in identifier yet: the code sent for the change does not sign in either.
    expect(await otpSignIn('7000000001', code)).toBe(400);

    const wrong = (
      await call(client, solo, 'POST', '/api/profile/mobile/verify', { otp: code === '0000' ? '0001' : '0000' })
    ).json();
    expect(wrong).toMatchObject({ responseCode: 400, message: 'Invalid OTP' });
    expect(await storedMobile('solo@demo.test')).toBe('9876500008');

    // Another user's session has no change waiting, whatever code it sends.
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const foreign = (await call(client, exporter, 'POST', '/api/profile/mobile/verify', { otp: code })).json();
    expect(foreign).toMatchObject({
      responseCode: 400,
      message: 'No mobile number change is waiting. Save the new number first.',
    });
    expect(await storedMobile('exporter@demo.test')).not.toBe('7000000001');

    const right = (await call(client, solo, 'POST', '/api/profile/mobile/verify', { otp: code })).json();
    expect(right).toMatchObject({
      responseCode: 200,
      message: 'Mobile number changed successfully',
      data: { mobile: '7000000001', pendingMobile: null },
    });
    expect(await storedMobile('solo@demo.test')).toBe('7000000001');
    const notice = 'The mobile number of your TradePay account was changed to ******0001.';
    expect(await lastTo('9876500008')).toMatchObject({ channel: 'sms', body: expect.stringContaining(notice) });
    expect(await lastTo('solo@demo.test')).toMatchObject({ channel: 'email', body: expect.stringContaining(notice) });

    expect(await otpSignIn('7000000001')).toBe(200);
    expect(await otpSignIn('9876500008')).toBe(400);
  });

  it('refuses a number another user holds, when asked and again at verification', async () => {
    const freelancer = await signIn(db, 'freelancer@demo.test', 'client');
    const bankfail = await signIn(db, 'bankfail@demo.test', 'client');
    const taken = await call(client, freelancer, 'POST', '/api/profile', { ...named, mobile: '9876500002' });
    expect(taken.json().message).toBe('This mobile number is not available');

    await call(client, freelancer, 'POST', '/api/profile', { ...named, mobile: '7000000002' });
    const freelancerCode = (await lastTo('7000000002')).otp as string;
    await call(client, bankfail, 'POST', '/api/profile', { ...named, mobile: '7000000002' });
    const bankfailCode = (await lastTo('7000000002')).otp as string;
    expect(
      (await call(client, bankfail, 'POST', '/api/profile/mobile/verify', { otp: bankfailCode })).json(),
    ).toMatchObject({
      responseCode: 200,
    });
    const late = (await call(client, freelancer, 'POST', '/api/profile/mobile/verify', { otp: freelancerCode })).json();
    expect(late).toMatchObject({ responseCode: 400, message: 'This mobile number is not available' });
    expect(await storedMobile('freelancer@demo.test')).toBe('9876500009');
    expect(await storedMobile('bankfail@demo.test')).toBe('7000000002');
  });

  it('sends codes to at most five new numbers an hour, so a session cannot pump texts', async () => {
    const documents = await signIn(db, 'documents@demo.test', 'client');
    for (let i = 0; i < 5; i++) {
      const asked = await call(client, documents, 'POST', '/api/profile', { ...named, mobile: `700000010${i}` });
      expect(asked.json().responseCode).toBe(200);
    }
    const sixth = (await call(client, documents, 'POST', '/api/profile', { ...named, mobile: '7000000109' })).json();
    expect(sixth).toMatchObject({ responseCode: 429, message: 'Too many attempts. Please try again in 60 minutes.' });
    expect(await lastTo('7000000109')).toBeUndefined();
  });

  it('needs a recent sign-in to change the phone; the name alone still saves', async () => {
    const importer = await signIn(db, 'importer@demo.test', 'client');
    await db.query(
      "UPDATE sessions SET created_at = now() - interval '16 minutes' WHERE user_id = (SELECT user_id FROM users WHERE email = $1)",
      ['importer@demo.test'],
    );
    const stale = (
      await call(client, importer, 'POST', '/api/profile', { ...named, userFirstName: 'Fatima', mobile: '7000000003' })
    ).json();
    expect(stale).toMatchObject({
      responseCode: 400,
      message:
        'For your security, please sign in again to make this change: your last sign-in was more than 15 minutes ago.',
      data: { reauthenticate: true },
    });
    expect(await storedMobile('importer@demo.test')).toBe('9876500002');
    expect(await lastTo('7000000003')).toBeUndefined();
    const name = (
      await call(client, importer, 'POST', '/api/profile', { ...named, userFirstName: 'Fatima', mobile: '9876500002' })
    ).json();
    expect(name).toMatchObject({ responseCode: 200, data: { userFirstName: 'Fatima', mobile: '9876500002' } });
  });
});
