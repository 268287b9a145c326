// Set, forgot and change password (spec 1 section 2.4): a single-use expiring link by e-mail, and change inside the console.
import type { FastifyInstance } from 'fastify';
import { issueSetPasswordLink, resettableUser, setPassword, setPasswordByToken } from '../auth/accounts';
import { hashPassword } from '../auth/password';
import { decryptPassword } from '../auth/password-crypto';
import { addressBucket, countAttempt, LIMITS } from '../auth/rate-limit';
import { requireRecentSignIn } from '../auth/recent-sign-in';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { message } from '../../src/engine/core/message';
import { NO_DATA } from '../responses/common';

export const RESET_LINK_SENT = message('auth.reset.linkSent');
export const INVALID_TOKEN = message('auth.reset.invalidToken');
const LINK_MINUTES = 30;
/** First reset screen: special characters ! @ # $ (spec 1 section 5). */
const RESET_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$]).{8,20}$/;
/** Sign-up and in-console change: ! @ # $ % ^ & *. */
const CHANGE_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%^&*]).{8,20}$/;

const newPassword = async (encrypted: string, rule: RegExp) => {
  const password = decryptPassword(encrypted);
  if (!password || !rule.test(password)) throw new ApiError(400, message('auth.password.invalid'));
  return hashPassword(password);
};

export default async function passwordResetRoutes(app: FastifyInstance) {
  app.post(
    '/api/auth/reset-link',
    { config: { public: true }, schema: { body: sharedSchema('auth#/$defs/resetLinkRequest'), response: NO_DATA } },
    async (request) => {
      const email = (request.body as { value: string }).value.toLowerCase();
      await countAttempt(app.db, [
        [`reset:${email}`, LIMITS.resetLink],
        addressBucket(request.ip, app.config.attemptsPerAddress),
      ]);
      // A deactivated user gets nothing, with the same answer: its account cannot be signed in to.
      const userId = await resettableUser(app.db, email, app.console);
      if (userId) {
        const link = await issueSetPasswordLink(app, app.db, userId, LINK_MINUTES);
        await app.outbox.send(app.db, {
          to: email,
          channel: 'email',
          subject: message('auth.reset.emailSubject'),
          body: message('auth.reset.emailBody', { minutes: LINK_MINUTES, link }),
          link,
        });
      }
      return ok(null, RESET_LINK_SENT);
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { public: true }, schema: { body: sharedSchema('auth#/$defs/resetPasswordRequest'), response: NO_DATA } },
    async (request) => {
      const { token, password } = request.body as { token: string; password: string };
      const passwordHash = await newPassword(password, RESET_RULE);
      if (!(await setPasswordByToken(app.db, token, passwordHash))) throw new ApiError(400, INVALID_TOKEN);
      return ok(null, message('auth.reset.passwordSet'));
    },
  );

  app.post(
    '/api/auth/change-password',
    { config: { access: {} }, schema: { body: sharedSchema('auth#/$defs/changePasswordRequest'), response: NO_DATA } },
    async (request) => {
      const user = caller(request);
      requireRecentSignIn(user, app.config.reauthMinutes);
      const passwordHash = await newPassword((request.body as { password: string }).password, CHANGE_RULE);
      await setPassword(app.db, user.userId, passwordHash);
      return ok(null, message('auth.password.changed'));
    },
  );
}
