// A new mobile (a sign-in identifier) takes effect only once an OTP sent to it is entered; until then it waits here,
// and the old number and the e-mail are told when it changes.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { refuseTakenMobile } from '../onboarding/details';
import { ApiError } from '../plugins/envelope';
import { issueOtp, RESEND_SECONDS, verifyOtp } from './otp';
import { countAttempt, LIMITS } from './rate-limit';
import { message } from '../../src/engine/core/message';

/** The OTP's identifier: the user and the number, so a code sent to one number never applies another. */
const identifierOf = (userId: string, mobile: string) => `${userId}:${mobile}`;

/** All but the last four digits hidden. */
const masked = (mobile: string) => `${'*'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;

/** The number waiting for its OTP, if any. */
export async function pendingMobile(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ mobile: string }>('SELECT mobile FROM mobile_changes WHERE user_id = $1', [userId]);
  return rows[0]?.mobile ?? null;
}

/** Forgets a waiting change (the user saved the number they already have). */
export async function cancelMobileChange(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM mobile_changes WHERE user_id = $1', [userId]);
}

/**
 * Keeps `mobile` waiting for the user and sends an OTP to it; the same number asked again within the resend minute
 * keeps the code already sent. A number another user holds is refused.
 */
export async function requestMobileChange(app: FastifyInstance, userId: string, mobile: string): Promise<void> {
  await refuseTakenMobile(app.db, mobile, { userId } as never);
  const { rows } = await app.db.query(
    `SELECT 1 FROM mobile_changes WHERE user_id = $1 AND mobile = $2 AND requested_at > now() - make_interval(secs => $3)`,
    [userId, mobile, RESEND_SECONDS],
  );
  if (rows.length) return;
  // Each code is an SMS to a number the user typed: a few an hour, so a session cannot pump texts to any number.
  await countAttempt(app.db, [[`mobile-change:${userId}`, LIMITS.mobileChange]]);
  const code = await issueOtp(app, identifierOf(userId, mobile), 'mobile_change');
  await app.db.query(
    `INSERT INTO mobile_changes (user_id, mobile) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET mobile = EXCLUDED.mobile, requested_at = now()`,
    [userId, mobile],
  );
  await app.outbox.send(app.db, {
    to: mobile,
    channel: 'sms',
    subject: null,
    body: message('profile.mobileChangeOtp', { code }),
    otp: code,
  });
}

/**
 * Applies the user's waiting number when `code` is the OTP sent to it (checked again: no other user may hold it
 * by now), then tells the old number and the e-mail.
 */
export async function verifyMobileChange(app: FastifyInstance, userId: string, code: string): Promise<void> {
  const mobile = await pendingMobile(app.db, userId);
  if (!mobile) throw new ApiError(400, message('profile.noMobileChange'));
  // Outside the transaction: a wrong code's count must stay when the refusal is thrown.
  await verifyOtp(app, identifierOf(userId, mobile), 'mobile_change', code);
  const before = await app.db.transaction(async (tx) => {
    await refuseTakenMobile(tx, mobile, { userId } as never);
    const { rows } = await tx.query<{ mobile: string | null; email: string }>(
      'SELECT mobile, email FROM users WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    await tx.query(`UPDATE users SET mobile = $2, mobile_country_code = '+91' WHERE user_id = $1`, [userId, mobile]);
    await tx.query('DELETE FROM mobile_changes WHERE user_id = $1 AND mobile = $2', [userId, mobile]);
    return rows[0];
  });
  const notice = message('profile.mobileChangedNotice', { masked: masked(mobile) });
  if (before.mobile) await app.outbox.send(app.db, { to: before.mobile, channel: 'sms', subject: null, body: notice });
  await app.outbox.send(app.db, {
    to: before.email,
    channel: 'email',
    subject: message('profile.mobileChangedSubject'),
    body: notice,
  });
}
