// Sign-up (spec 1 sections 2.5 and 4.3): e-mail and mobile availability, the e-mail OTP, the new client, then its mobile.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAccount, emailTaken, mobileTaken, saveMobile, savedMobile } from '../auth/accounts';
import { identifierSource, userSource } from '../auth/attempt-source';
import { rememberDevice } from '../auth/devices';
import { findUser, loginResponse } from '../auth/login-response';
import { verifyOtp } from '../auth/otp';
import { hashPassword } from '../auth/password';
import { decryptPassword } from '../auth/password-crypto';
import { addressBucket, countAttempt } from '../auth/rate-limit';
import { countedAttempt } from '../auth/throttle';
import { activeCountries } from '../masters/store';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { message } from '../../src/engine/core/message';
import { YES_NO } from '../responses/common';
import { COUNTRIES, MOBILE_SAVED, SIGNED_IN } from '../responses/auth';

/** Spec 1 section 8 messages. */
export const SIGN_UP_MESSAGES = {
  emailExists: message('auth.signUp.emailExists'),
  invalidReferral: message('auth.signUp.invalidReferral'),
  mobileTaken: message('auth.signUp.mobileExists'),
  mobileAlreadySaved: message('auth.signUp.mobileAlreadySaved'),
};

/** Referral codes accepted by the simulated partner programme (README lists them). */
export const REFERRAL_CODES = ['TRADE2025', 'EXPORTINDIA', 'PARTNER100'];

const PUBLIC = { public: true };
const id = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%^&*]).{8,20}$/;
/** The per-address limit of the public routes: availability answers tell accounts apart, so they are counted too. */
const limitAddress = (app: FastifyInstance, request: FastifyRequest) =>
  countAttempt(app.db, [addressBucket(request.ip, app.config.attemptsPerAddress)]);

export default async function signUpRoutes(app: FastifyInstance) {
  app.get(
    '/api/auth/email-exists',
    {
      config: PUBLIC,
      schema: {
        querystring: { type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: 100 } } },
        response: YES_NO,
      },
    },
    async (request, reply) => {
      const { email } = request.query as { email: string };
      await limitAddress(app, request);
      return (await emailTaken(app.db, email))
        ? ok(true, message('auth.signUp.emailTaken'))
        : reply.code(404).send({ responseCode: 404, message: message('auth.signUp.emailAvailable'), data: false });
    },
  );
  app.get(
    '/api/auth/mobile-exists',
    {
      config: PUBLIC,
      schema: {
        querystring: {
          type: 'object',
          required: ['mobile'],
          properties: { mobile: { type: 'string', maxLength: 15 } },
        },
        response: YES_NO,
      },
    },
    async (request, reply) => {
      const { mobile } = request.query as { mobile: string };
      await limitAddress(app, request);
      return (await mobileTaken(app.db, mobile))
        ? ok(true, SIGN_UP_MESSAGES.mobileTaken)
        : reply.code(404).send({ responseCode: 404, message: message('auth.signUp.mobileAvailable'), data: false });
    },
  );
  app.get(
    '/api/auth/referral-check',
    {
      config: PUBLIC,
      schema: {
        querystring: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 100 } } },
        response: YES_NO,
      },
    },
    async (request) => {
      if (!REFERRAL_CODES.includes((request.query as { code: string }).code.toUpperCase()))
        throw new ApiError(404, SIGN_UP_MESSAGES.invalidReferral);
      return ok(true, message('auth.signUp.referralAccepted'));
    },
  );
  app.get('/api/countries/active', { config: PUBLIC, schema: { response: COUNTRIES } }, async () => {
    return ok(await activeCountries(app.db));
  });

  app.post(
    '/api/auth/sign-up',
    { config: { public: true }, schema: { body: sharedSchema('auth#/$defs/signUpRequest'), response: SIGNED_IN } },
    async (request, reply) => {
      if (app.console !== 'client') throw new ApiError(404, message('auth.signUp.clientConsoleOnly'));
      const body = request.body as {
        email: string;
        otp: string;
        countryCode: string;
        clientType: 'Business' | 'Individual';
        referralCode?: string;
      };
      const email = body.email.toLowerCase();
      // Counted before 'Email already exists' too: like the availability answers, it tells accounts apart.
      await limitAddress(app, request);
      if (body.referralCode && !REFERRAL_CODES.includes(body.referralCode.toUpperCase()))
        throw new ApiError(400, SIGN_UP_MESSAGES.invalidReferral);
      if (await emailTaken(app.db, email)) throw new ApiError(409, SIGN_UP_MESSAGES.emailExists);
      const attempt = countedAttempt(app.db, await identifierSource(app, request, email), 'otp', reply);
      await verifyOtp(app, email, 'email_validate', body.otp, attempt.claim);
      await attempt.clear();
      const clientId = id('CL');
      const role = body.clientType === 'Individual' ? 'Service Exporter' : 'Client Exporter';
      await createAccount(app.db, {
        clientId,
        clientType: body.clientType,
        businessCategory: body.clientType === 'Individual' ? 'Service Exporter' : 'Goods Exporter',
        referralCode: body.referralCode ?? null,
        countryCode: body.countryCode,
        userId: id('US'),
        email,
        roleName: role,
      });
      const user = await findUser(app.db, 'email', email, 'client');
      await rememberDevice(app, request, reply, user!.user_id);
      return ok(
        await loginResponse(app.db, user!, 'client', app.declarations.menus()),
        message('auth.signUp.registered'),
      );
    },
  );

  app.post(
    '/api/auth/save-mobile',
    {
      config: { access: { consoles: ['client'] } },
      schema: { body: sharedSchema('auth#/$defs/saveMobileRequest'), response: MOBILE_SAVED },
    },
    async (request, reply) => {
      const user = caller(request);
      const body = request.body as { mobile: string; otp: string; clientId: string; password?: string };
      if (body.clientId !== user.clientId) throw new ApiError(403, message('common.forbidden'));
      // Sign-up's last step only: a mobile already saved changes from the Profile, with a recent sign-in and the old
      // number and the e-mail told (server/auth/mobile-change.ts), so a stolen session cannot move it here.
      if (await savedMobile(app.db, user.userId)) throw new ApiError(409, SIGN_UP_MESSAGES.mobileAlreadySaved);
      if (await mobileTaken(app.db, body.mobile, user.userId)) throw new ApiError(409, SIGN_UP_MESSAGES.mobileTaken);
      // Counted against the caller's account and source, not the number: one caller's failures never stop another.
      const attempt = countedAttempt(app.db, await userSource(app, request, user.userId), 'otp', reply);
      await verifyOtp(app, body.mobile, 'mobile_validate', body.otp, attempt.claim);
      await attempt.clear();
      let hash: string | null = null;
      if (body.password) {
        const password = decryptPassword(body.password);
        if (!password || !PASSWORD.test(password)) throw new ApiError(400, message('auth.password.invalid'));
        hash = await hashPassword(password);
      }
      await saveMobile(app.db, user.userId, body.mobile, hash);
      return ok({ mobile: body.mobile }, message('auth.signUp.mobileSaved'));
    },
  );
}
