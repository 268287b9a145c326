// Sign-in (spec 1 sections 4.1 and 7): OTP by e-mail or mobile, password with Basic credentials, and token sign-in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identifierSource, type AttemptSource } from '../auth/attempt-source';
import { rememberDevice } from '../auth/devices';
import { findUser, loginResponse } from '../auth/login-response';
import { issueOtp, verifyOtp } from '../auth/otp';
import { verifyPassword } from '../auth/password';
import { decryptPassword } from '../auth/password-crypto';
import { addressBucket, countAttempt } from '../auth/rate-limit';
import { countedAttempt, mustWait } from '../auth/throttle';
import { verifyIdentityToken } from '../auth/identity-provider';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { message } from '../../src/engine/core/message';
import { OTP_KEY, SIGNED_IN } from '../responses/auth';

/** Same answer whether or not the account exists. */
export const OTP_SENT = 'OTP sent successfully';
export const BAD_CREDENTIALS = 'Invalid email or password';

const PUBLIC = { public: true };
const loginKeyOf = (value: string): 'email' | 'mobile' => (/^[0-9]+$/.test(value) ? 'mobile' : 'email');
/** The per-address limit, which a known device of the account is spared: others on its address cannot stop it. */
const limitAddress = async (app: FastifyInstance, request: FastifyRequest, source: AttemptSource) => {
  if (!source.knownDevice) await countAttempt(app.db, [addressBucket(request.ip, app.config.attemptsPerAddress)]);
};

export default async function signInRoutes(app: FastifyInstance) {
  app.post(
    '/api/auth/otp/generate',
    { config: PUBLIC, schema: { body: sharedSchema('auth#/$defs/otpRequest'), response: OTP_KEY } },
    async (request) => {
      const body = request.body as {
        otpKey: 'sign_in' | 'email_validate' | 'mobile_validate';
        otpFor: 'email' | 'mobile';
        email?: string;
        mobile?: string;
      };
      const identifier = (body.otpFor === 'email' ? body.email : body.mobile)?.toLowerCase();
      if (!identifier)
        throw new ApiError(
          400,
          body.otpFor === 'email' ? message('auth.signIn.enterEmail') : message('auth.signIn.enterMobile'),
        );
      const source = await identifierSource(app, request, identifier);
      await limitAddress(app, request, source);
      const sent = ok({ keyHash: body.otpKey }, OTP_SENT);
      // While the asking source could not try a code (it must wait, or the account is over its ceiling and this is not
      // one of its known devices), no code is made: a stopped guesser can neither send the owner codes nor keep the
      // resend minute busy. Otherwise a code is made for unknown accounts too, so the resend rule answers alike, but
      // only a known one is sent. The answer is the same in every case.
      if (await mustWait(app.db, source, 'otp')) return sent;
      const code = await issueOtp(app, identifier, body.otpKey);
      if (body.otpKey === 'sign_in' && !(await findUser(app.db, body.otpFor, identifier, app.console))) return sent;
      await app.outbox.send(app.db, {
        to: identifier,
        channel: body.otpFor === 'email' ? 'email' : 'sms',
        subject: body.otpFor === 'email' ? message('auth.otp.emailSubject') : null,
        body: message('auth.otp.text', { code }),
        otp: code,
      });
      return sent;
    },
  );

  app.post(
    '/api/auth/otp/verify',
    { config: PUBLIC, schema: { body: sharedSchema('auth#/$defs/otpVerify'), response: SIGNED_IN } },
    async (request, reply) => {
      const { loginKey, loginValue, otp } = request.body as {
        loginKey: 'email' | 'mobile';
        loginValue: string;
        otp: string;
      };
      const identifier = loginValue.toLowerCase();
      const source = await identifierSource(app, request, identifier);
      await limitAddress(app, request, source);
      // Counted only when a live code is there to be tried: a guess with no code costs the account nothing.
      const attempt = countedAttempt(app.db, source, 'otp', reply);
      await verifyOtp(app, identifier, 'sign_in', otp, attempt.claim);
      const user = await findUser(app.db, loginKey, identifier, app.console);
      if (!user) throw new ApiError(400, message('auth.otp.invalid'));
      await attempt.clear();
      await rememberDevice(app, request, reply, user.user_id);
      return ok(
        await loginResponse(app.db, user, app.console, app.declarations.menus()),
        message('auth.signIn.success'),
      );
    },
  );

  app.post('/api/auth/sign-in', { config: PUBLIC, schema: { response: SIGNED_IN } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const decoded = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : '';
    const split = decoded.indexOf(':');
    if (split < 1) throw new ApiError(400, message('auth.signIn.basicCredentials'));
    const email = decoded.slice(0, split).trim().toLowerCase();
    const requested = request.headers.console;
    if (requested && requested !== app.console) throw new ApiError(400, BAD_CREDENTIALS);
    const source = await identifierSource(app, request, email);
    await limitAddress(app, request, source);
    const attempt = countedAttempt(app.db, source, 'password', reply);
    await attempt.claim();
    const password = decryptPassword(decoded.slice(split + 1));
    const user = await findUser(app.db, loginKeyOf(email), email, app.console);
    const valid = password !== null && password.length <= 25 && (await verifyPassword(password, user?.password_hash));
    if (!user || !valid) throw new ApiError(400, BAD_CREDENTIALS);
    await attempt.clear();
    await rememberDevice(app, request, reply, user.user_id);
    return ok(await loginResponse(app.db, user, app.console, app.declarations.menus()), message('auth.signIn.success'));
  });

  app.post(
    '/api/auth/token-sign-in',
    { config: PUBLIC, schema: { body: sharedSchema('auth#/$defs/tokenSignIn'), response: SIGNED_IN } },
    async (request, reply) => {
      const { token } = request.body as { loginKey: string; loginValue: string; token: string };
      const email = verifyIdentityToken(token);
      if (!email) throw new ApiError(400, message('auth.signIn.invalidToken'));
      await limitAddress(app, request, await identifierSource(app, request, email));
      const user = await findUser(app.db, 'email', email, app.console);
      if (!user) throw new ApiError(400, message('auth.signIn.noAccount'));
      await rememberDevice(app, request, reply, user.user_id);
      return ok(
        await loginResponse(app.db, user, app.console, app.declarations.menus()),
        message('auth.signIn.success'),
      );
    },
  );
}
