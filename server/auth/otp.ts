// One-time passwords: 4 random digits, stored as a keyed hash, 5 minutes, one resend a minute, 5 tries a code (the
// attempts of each account and source are spaced out by throttle.ts).
import { createHmac, randomInt } from 'node:crypto';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import { message } from '../../src/engine/core/message';

/** What an OTP is for (spec 1 section 3, otpKey). */
export type OtpPurpose = 'sign_in' | 'email_validate' | 'mobile_validate' | 'mobile_change';

export const OTP_MINUTES = 5;
export const RESEND_SECONDS = 60;
export const TRIES_PER_CODE = 5;

/** Messages the caller sees. */
export const OTP_MESSAGES = {
  resendTooSoon: message('auth.otp.resendTooSoon'),
  invalid: message('auth.otp.invalid'),
  expired: message('auth.otp.expired'),
};

/** Where codes are kept, and the key their hashes are made with (OTP_SECRET, see config.ts). */
export interface OtpStore {
  db: Queryable;
  config: { otpSecret: string };
}

/**
 * Keyed: ten thousand codes are hashed in no time, so a plain hash would give a reader of the table every live code;
 * without the key (which is not in the database) the stored hash says nothing.
 */
const hash = (secret: string, identifier: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${identifier}:${code}`).digest('hex');

/**
 * Makes a new code, refusing a resend inside the minute while the code sent is still unused (one spent or voided by
 * wrong tries does not keep the owner waiting); returns the plain code for the outbox only.
 */
export async function issueOtp({ db, config }: OtpStore, identifier: string, purpose: OtpPurpose): Promise<string> {
  const recent = await db.query(
    `SELECT 1 FROM otps WHERE identifier = $1 AND purpose = $2 AND used_at IS NULL
        AND created_at > now() - make_interval(secs => $3)`,
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
    [identifier, purpose, hash(config.otpSecret, identifier, purpose, code), OTP_MINUTES],
  );
  return code;
}

/**
 * Checks a code; a wrong one counts against the code. `beforeTry` runs only when a live code is there, before the
 * code is compared: the sign-in throttle counts the attempt then, so a guess with no code to hit costs the account
 * nothing. Throws ApiError with the caller's message.
 */
export async function verifyOtp(
  { db, config }: OtpStore,
  identifier: string,
  purpose: OtpPurpose,
  code: string,
  beforeTry?: () => Promise<void>,
): Promise<void> {
  const { rows } = await db.query<{ id: number; code_hash: string; attempts: number; expired: boolean }>(
    `SELECT id, code_hash, attempts, expires_at < now() AS expired FROM otps
      WHERE identifier = $1 AND purpose = $2 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    [identifier, purpose],
  );
  const otp = rows[0];
  if (!otp || otp.expired || otp.attempts >= TRIES_PER_CODE)
    throw new ApiError(400, otp?.expired ? OTP_MESSAGES.expired : OTP_MESSAGES.invalid);
  await beforeTry?.();
  // One of the code's tries is taken before it is compared, so guesses arriving together (from any number of sources)
  // never get more than TRIES_PER_CODE; the last wrong one voids the code.
  const tried = await db.query(
    `UPDATE otps SET attempts = attempts + 1 WHERE id = $1 AND used_at IS NULL AND attempts < $2 RETURNING id`,
    [otp.id, TRIES_PER_CODE],
  );
  if (tried.rows.length && otp.code_hash === hash(config.otpSecret, identifier, purpose, code)) {
    // Only the request that marks the code used succeeds, so two requests racing with one code do not both sign in.
    const used = await db.query('UPDATE otps SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [
      otp.id,
    ]);
    if (used.rows.length) return;
  }
  await db.query('UPDATE otps SET used_at = now() WHERE id = $1 AND used_at IS NULL AND attempts >= $2', [
    otp.id,
    TRIES_PER_CODE,
  ]);
  throw new ApiError(400, OTP_MESSAGES.invalid);
}
