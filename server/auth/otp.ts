// One-time passwords: 4 random digits, stored hashed, 5 minutes, one resend a minute, 5 tries a code, 10 failures a day lock 30 minutes.
import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';

/** What an OTP is for (spec 1 section 3, otpKey). */
export type OtpPurpose = 'sign_in' | 'email_validate' | 'mobile_validate';

export const OTP_MINUTES = 5;
export const RESEND_SECONDS = 60;
export const TRIES_PER_CODE = 5;
export const DAILY_FAILURES = 10;
export const LOCK_MINUTES = 30;

/** Messages the caller sees. */
export const OTP_MESSAGES = {
  resendTooSoon: 'Please wait a minute before requesting another OTP.',
  invalid: 'Invalid OTP',
  expired: 'OTP expired. Please request a new one.',
  locked: `Too many wrong OTPs. OTP sign-in is locked for ${LOCK_MINUTES} minutes.`,
};

const hash = (identifier: string, purpose: string, code: string) =>
  createHash('sha256').update(`${purpose}:${identifier}:${code}`).digest('hex');

/** True while the account has had 10 failures in 24 hours and the last one is under 30 minutes old. */
export async function isLocked(db: Queryable, identifier: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number; last: Date | null }>(
    `SELECT count(*)::int AS n, max(failed_at) AS last FROM otp_failures WHERE identifier = $1 AND failed_at > now() - interval '24 hours'`,
    [identifier],
  );
  const { n, last } = rows[0];
  return n >= DAILY_FAILURES && last !== null && Date.now() - new Date(last).getTime() < LOCK_MINUTES * 60_000;
}

/** Makes a new code, refusing a resend inside the minute; returns the plain code for the outbox only. */
export async function issueOtp(db: Queryable, identifier: string, purpose: OtpPurpose): Promise<string> {
  const recent = await db.query(
    `SELECT 1 FROM otps WHERE identifier = $1 AND purpose = $2 AND created_at > now() - make_interval(secs => $3)`,
    [identifier, purpose, RESEND_SECONDS],
  );
  if (recent.rows.length) throw new ApiError(429, OTP_MESSAGES.resendTooSoon);
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.query(`UPDATE otps SET used_at = now() WHERE identifier = $1 AND purpose = $2 AND used_at IS NULL`, [
    identifier,
    purpose,
  ]);
  await db.query(
    `INSERT INTO otps (identifier, purpose, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [identifier, purpose, hash(identifier, purpose, code), OTP_MINUTES],
  );
  return code;
}

/** Checks a code; a wrong one counts against the code and the account. Throws ApiError with the caller's message. */
export async function verifyOtp(db: Queryable, identifier: string, purpose: OtpPurpose, code: string): Promise<void> {
  if (purpose === 'sign_in' && (await isLocked(db, identifier))) throw new ApiError(429, OTP_MESSAGES.locked);
  const { rows } = await db.query<{ id: number; code_hash: string; attempts: number; expired: boolean }>(
    `SELECT id, code_hash, attempts, expires_at < now() AS expired FROM otps
      WHERE identifier = $1 AND purpose = $2 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    [identifier, purpose],
  );
  const otp = rows[0];
  if (otp && !otp.expired && otp.attempts < TRIES_PER_CODE && otp.code_hash === hash(identifier, purpose, code)) {
    await db.query('UPDATE otps SET used_at = now() WHERE id = $1', [otp.id]);
    return;
  }
  if (otp) {
    await db.query(
      `UPDATE otps SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $2 THEN now() END WHERE id = $1`,
      [otp.id, TRIES_PER_CODE],
    );
  }
  await db.query('INSERT INTO otp_failures (identifier) VALUES ($1)', [identifier]);
  if (purpose === 'sign_in' && (await isLocked(db, identifier))) throw new ApiError(429, OTP_MESSAGES.locked);
  throw new ApiError(400, otp?.expired ? OTP_MESSAGES.expired : OTP_MESSAGES.invalid);
}
