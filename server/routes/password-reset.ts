// Set, forgot and change password (spec 1 section 2.4): a single-use expiring link by e-mail, and change inside the console.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password';
import type { Queryable } from '../db/db';
import { decryptPassword } from '../auth/password-crypto';
import { addressBucket, countAttempt, LIMITS } from '../auth/rate-limit';
import { requireRecentSignIn } from '../auth/recent-sign-in';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { publicUrl } from '../mail/public-url';
import { message } from '../../src/engine/core/message';
import { NO_DATA } from '../responses/common';

export const RESET_LINK_SENT = message('auth.reset.linkSent');
export const INVALID_TOKEN = message('auth.reset.invalidToken');
const LINK_MINUTES = 30;
/** First reset screen: special characters ! @ # $ (spec 1 section 5). */
const RESET_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$]).{8,20}$/;
/** Sign-up and in-console change: ! @ # $ % ^ & *. */
const CHANGE_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%^&*]).{8,20}$/;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a single-use set-password link for a user, valid for `minutes` (the reset link, and a user's invitation). */
export async function issueSetPasswordLink(
  app: FastifyInstance,
  db: Queryable,
  userId: string,
  minutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [hash(token), userId, minutes],
  );
  return `${publicUrl(app)}/set-password/${token}`;
}

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
      const { rows } = await app.db.query<{ user_id: string }>(
        // A deactivated user gets nothing, with the same answer: its account cannot be signed in to.
        'SELECT user_id FROM users WHERE lower(email) = $1 AND console = $2 AND deactivated_at IS NULL',
        [email, app.console],
      );
      if (rows[0]) {
        const link = await issueSetPasswordLink(app, app.db, rows[0].user_id, LINK_MINUTES);
        await app.outbox.send(app.db, {
          to: email,
          channel: 'email',
          subject: 'Set your TradePay password',
          body: `Set your password within ${LINK_MINUTES} minutes: ${link}`,
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
      const used = await app.db.query<{ user_id: string }>(
        `UPDATE reset_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [hash(token)],
      );
      if (!used.rows[0]) throw new ApiError(400, INVALID_TOKEN);
      await app.db.query('UPDATE users SET password_hash = $1 WHERE user_id = $2', [
        passwordHash,
        used.rows[0].user_id,
      ]);
      return ok(null, 'Password set successfully');
    },
  );

  app.post(
    '/api/auth/change-password',
    { config: { access: {} }, schema: { body: sharedSchema('auth#/$defs/changePasswordRequest'), response: NO_DATA } },
    async (request) => {
      const user = caller(request);
      requireRecentSignIn(user, app.config.reauthMinutes);
      const passwordHash = await newPassword((request.body as { password: string }).password, CHANGE_RULE);
      await app.db.query('UPDATE users SET password_hash = $1 WHERE user_id = $2', [passwordHash, user.userId]);
      return ok(null, 'Password changed successfully');
    },
  );
}
