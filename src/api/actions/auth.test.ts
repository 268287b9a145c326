// Spec 1 section 8 on the client: transport failures and renamed server messages, word for word, through the real client.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../session/session';
import { apiEvents } from '../client';
import { authActions } from './auth';

const respond = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );

afterEach(() => vi.unstubAllGlobals());

describe('auth actions', () => {
  it.each([
    ['auth.requestSignInOtp', { identifier: 'ravi@demo.test' }, 'Something went wrong while generating OTP'],
    ['auth.verifySignInOtp', { identifier: 'ravi@demo.test', otp: '1234' }, 'OTP Verification failed'],
    ['auth.passwordSignIn', { email: 'ravi@demo.test', password: 'Demo@2025' }, 'Something went wrong'],
    ['auth.tokenSignIn', { loginKey: 'google', loginValue: 'ravi@demo.test', token: 't' }, 'Something went wrong'],
  ] as const)('%s says %s when the network fails', async (name, payload, message) => {
    offline();
    await expect(authActions[name](payload)).rejects.toThrow(message);
  });

  it("shows the server's message for a refused sign-in", async () => {
    respond(200, { responseCode: 400, message: 'Invalid email or password', data: null });
    await expect(authActions['auth.passwordSignIn']({ email: 'a@demo.test', password: 'x' })).rejects.toThrow(
      'Invalid email or password',
    );
  });

  it("renames 'Email Already exist' to the spec's sign-up message", async () => {
    respond(409, { responseCode: 409, message: 'Email Already exist', data: null });
    await expect(authActions['auth.signUp']({ email: 'a@demo.test', otp: '1234' })).rejects.toThrow(
      'User has already registered with this email',
    );
  });

  it("keeps 'Invalid OTP' from a refused sign-up", async () => {
    respond(400, { responseCode: 400, message: 'Invalid OTP', data: null });
    await expect(authActions['auth.signUp']({ email: 'a@demo.test', otp: '1234' })).rejects.toThrow('Invalid OTP');
  });

  it("refuses a registered e-mail before sending a code: 'This email ID already exists. Please sign in!'", async () => {
    respond(200, { responseCode: 200, message: 'Email already exists', data: true });
    await expect(authActions['auth.requestSignUpOtp']({ email: 'exporter@demo.test' })).rejects.toThrow(
      'This email ID already exists. Please sign in!',
    );
  });

  it("refuses an unknown referral code: 'This Referral Code is invalid'", async () => {
    const fetch = vi.fn(async (input: Request) =>
      input.url.includes('email-exists')
        ? new Response(JSON.stringify({ responseCode: 404, message: 'Email is available', data: false }), {
            status: 404,
          })
        : new Response(JSON.stringify({ responseCode: 404, message: 'This Referral Code is invalid', data: null }), {
            status: 404,
          }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(
      authActions['auth.requestSignUpOtp']({ email: 'new@demo.test', referralCode: 'NOPE' }),
    ).rejects.toThrow('This Referral Code is invalid');
  });

  it("refuses a taken mobile: 'Mobile already exists'", async () => {
    respond(200, { responseCode: 200, message: 'Mobile already exists', data: true });
    await expect(authActions['auth.requestMobileOtp']({ mobile: '9876500001' })).rejects.toThrow(
      'Mobile already exists',
    );
  });

  it("shows 'Link expired' for an invalid token on change password", async () => {
    respond(400, { responseCode: 400, message: 'Invalid token', data: null });
    await expect(authActions['auth.changePassword']({ password: 'Demo@2025' })).rejects.toThrow('Link expired');
  });

  it('stores the login response in the session', async () => {
    respond(200, {
      responseCode: 200,
      message: 'Login successful',
      data: {
        token: 'tok',
        clientId: 'CL1',
        userId: 'US1',
        email: 'ravi@demo.test',
        mobile: null,
        userName: 'Ravi Menon',
        roles: [{ roleName: 'Client Exporter' }],
        clientStatus: 'Approved',
        userFirstName: 'Ravi',
        userLastName: 'Menon',
        clientType: 'Business',
        businessCategory: 'Goods Exporter',
        viewTour: false,
        privileges: [],
      },
    });
    await authActions['auth.passwordSignIn']({ email: 'ravi@demo.test', password: 'Demo@2025' });
    expect(readSession('token')).toBe('tok');
    expect(readSession('roleName')).toBe('Client Exporter');
    expect(readSession('privileges')).toBe('[]');
    expect(readSession('viewTour')).toBeNull();
  });

  it('asks for a reload on HTTP 419 and on a forceReload flag', async () => {
    const reloads = vi.fn();
    apiEvents.addEventListener('reload', reloads);
    respond(419, { responseCode: 419, message: 'Reload', data: null });
    await authActions['shipments.count']().catch(() => undefined);
    respond(200, { responseCode: 200, message: 'x', data: 1, forceReload: true });
    await authActions['shipments.count']();
    apiEvents.removeEventListener('reload', reloads);
    expect(reloads).toHaveBeenCalledTimes(2);
  });
});
