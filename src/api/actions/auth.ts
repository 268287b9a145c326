// Named actions of sign-in, sign-up and passwords (spec 1 section 7), with the client-side messages of section 8.
import { storeLogin, type LoginResponse } from '../../session/session';
import { ApiError, request, SKIP_AUTH } from '../client';
import { message } from '../../engine/core/message';

type Data = Record<string, string | undefined>;
const PUBLIC = { headers: { [SKIP_AUTH]: '1' } };
/** Spec 1 section 9: the sign-up OTP key hash is a fixed placeholder. */
export const SIGN_UP_KEY_HASH = 'sign-up';

/** A network failure (no answer) becomes the given message; a server answer keeps its own. */
const onTransport = (text: string) => (error: unknown) => {
  throw error instanceof ApiError && error.responseCode === 0 ? new ApiError(text, 0) : error;
};
/** Replaces one server message with the text the spec shows for it. */
const rename = (from: string, to: string) => (error: unknown) => {
  throw error instanceof ApiError && error.message === from ? new ApiError(to, error.responseCode) : error;
};
const target = (identifier = '') =>
  /^[0-9]+$/.test(identifier)
    ? { otpFor: 'mobile', mobile: identifier }
    : { otpFor: 'email', email: identifier.toLowerCase() };
const exists = (path: string) =>
  request('GET', path, undefined, PUBLIC).then(
    () => true,
    (error) => (error instanceof ApiError && error.responseCode === 404 ? false : Promise.reject(error)),
  );
/** Spec 1 section 5's encryption; crypto-js is fetched with the first password sent, not with the sign-in page. */
const encrypt = async (password: string) => (await import('../password-crypto')).encryptPassword(password);
const signedIn = (login: LoginResponse) => {
  storeLogin(login);
  return login;
};

/** Auth actions by name. */
export const authActions = {
  'auth.requestSignInOtp': ({ identifier }: Data) =>
    request(
      'POST',
      '/auth/otp/generate',
      { otpKey: 'sign_in', keyHash: 'sign_in', ...target(identifier) },
      PUBLIC,
    ).catch(onTransport(message('auth.otp.generateFailed'))),
  'auth.verifySignInOtp': ({ identifier = '', otp }: Data) =>
    request<LoginResponse>(
      'POST',
      '/auth/otp/verify',
      { loginKey: target(identifier).otpFor, loginValue: identifier.toLowerCase(), keyHash: 'sign_in', otp },
      PUBLIC,
    )
      .catch(onTransport(message('auth.otp.verifyFailed')))
      .then(signedIn),
  'auth.passwordSignIn': async ({ email = '', password = '' }: Data) =>
    request<LoginResponse>('POST', '/auth/sign-in', undefined, {
      headers: {
        [SKIP_AUTH]: '1',
        authorization: `Basic ${btoa(`${email.toLowerCase()}:${await encrypt(password)}`)}`,
      },
    })
      .catch(onTransport(message('common.somethingWentWrong')))
      .then(signedIn),
  'auth.tokenSignIn': ({ loginKey, loginValue, token }: Data) =>
    request<LoginResponse>('POST', '/auth/token-sign-in', { loginKey, loginValue, token }, PUBLIC)
      .catch(onTransport(message('common.somethingWentWrong')))
      .then(signedIn),
  'auth.requestSignUpOtp': async ({ email = '', referralCode }: Data) => {
    if (await exists(`/auth/email-exists?email=${encodeURIComponent(email)}`))
      throw new ApiError(message('auth.signUp.emailRegistered'), 409);
    if (referralCode && !(await exists(`/auth/referral-check?code=${encodeURIComponent(referralCode)}`)))
      throw new ApiError(message('auth.signUp.invalidReferral'), 404);
    return request(
      'POST',
      '/auth/otp/generate',
      { otpKey: 'email_validate', keyHash: SIGN_UP_KEY_HASH, otpFor: 'email', email },
      PUBLIC,
    ).catch(onTransport(message('auth.otp.generateFailed')));
  },
  'auth.resendSignUpOtp': ({ email }: Data) =>
    request(
      'POST',
      '/auth/otp/generate',
      { otpKey: 'email_validate', keyHash: SIGN_UP_KEY_HASH, otpFor: 'email', email },
      PUBLIC,
    ).catch(onTransport(message('auth.otp.generateFailed'))),
  'auth.signUp': ({ email, otp, countryCode, clientType, referralCode }: Data) =>
    request<LoginResponse>(
      'POST',
      '/auth/sign-up',
      { keyHash: SIGN_UP_KEY_HASH, email, otp, countryCode, clientType, ...(referralCode ? { referralCode } : {}) },
      PUBLIC,
    )
      .catch(rename(message('auth.signUp.emailExists'), message('auth.signUp.emailAlreadyRegistered')))
      .catch(onTransport(message('common.somethingWentWrong')))
      .then(signedIn),
  'auth.requestMobileOtp': async ({ mobile = '' }: Data) => {
    if (await exists(`/auth/mobile-exists?mobile=${encodeURIComponent(mobile)}`))
      throw new ApiError(message('auth.signUp.mobileExists'), 409);
    return request(
      'POST',
      '/auth/otp/generate',
      { otpKey: 'mobile_validate', keyHash: SIGN_UP_KEY_HASH, otpFor: 'mobile', mobile },
      PUBLIC,
    ).catch(onTransport(message('auth.otp.generateFailed')));
  },
  'auth.saveMobile': async ({ email, otp, mobile, clientId, password }: Data) =>
    request('POST', '/auth/save-mobile', {
      keyHash: SIGN_UP_KEY_HASH,
      email,
      otp,
      mobile,
      mobileCountryCode: '+91',
      clientId,
      ...(password ? { password: await encrypt(password) } : {}),
    }),
  'auth.resetLink': ({ email }: Data) => request('POST', '/auth/reset-link', { type: 'email', value: email }, PUBLIC),
  'auth.resetPassword': async ({ token, password = '' }: Data) =>
    request('POST', '/auth/reset-password', { token, password: await encrypt(password) }, PUBLIC),
  'auth.changePassword': async ({ password = '' }: Data) =>
    request('POST', '/auth/change-password', { password: await encrypt(password) }).catch(
      rename(message('auth.reset.invalidToken'), message('auth.reset.linkExpired')),
    ),
  'auth.logout': () => request('POST', '/auth/logout', {}),
  'countries.active': () => request('GET', '/countries/active', undefined, PUBLIC),
  'shipments.count': () => request<number>('GET', '/shipments/count'),
};
