// Limits requests per address (and reset links per e-mail), counted in the database so every server process agrees;
// per-account guessing is spaced out by throttle.ts instead, with the account-wide ceilings declared here.
import { message } from '../../src/engine/core/message';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';

/** One limit: at most `max` attempts in `minutes`. */
export interface Limit {
  max: number;
  minutes: number;
}

/**
 * Requests from one address to the sign-in, OTP, sign-up, reset-link and availability routes; reset links asked for one
 * e-mail; and the account-wide ceilings of failed sign-ins (the longest window here is how long attempt rows matter).
 */
export const LIMITS = {
  address: { max: 60, minutes: 15 },
  resetLink: { max: 10, minutes: 15 },
  /** Quotes of the public calculator asked from one address. */
  quote: { max: 120, minutes: 15 },
  /** Codes one user may have sent to new mobile numbers from the Profile (each an SMS to a number they chose). */
  mobileChange: { max: 5, minutes: 60 },
  /** Wrong passwords one account takes in a day from sources that are not its known devices (throttle.ts). */
  accountPasswords: { max: 200, minutes: 24 * 60 },
  /** Wrong OTPs (against codes that were sent) one account takes in a day from sources that are not its known devices. */
  accountOtps: { max: 20, minutes: 24 * 60 },
} satisfies Record<string, Limit>;

/** The bucket of a caller's address, at most `max` attempts in the address window (the server's configured number). */
export const addressBucket = (ip: string, max = LIMITS.address.max): [string, Limit] => [
  `ip:${ip}`,
  { ...LIMITS.address, max },
];

/**
 * Counts an attempt in each bucket and refuses (429, with the wait) when any bucket is then over its limit. The attempt
 * is written before the count is read, so requests arriving together (on one process or several) each see the others:
 * at most `max` pass in any window, never more (a refused attempt counts too).
 */
export async function countAttempt(db: Queryable, buckets: [string, Limit][]): Promise<void> {
  for (const [bucket] of buckets) await db.query('INSERT INTO auth_attempts (bucket) VALUES ($1)', [bucket]);
  for (const [bucket, limit] of buckets) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auth_attempts WHERE bucket = $1 AND at > now() - make_interval(mins => $2)`,
      [bucket, limit.minutes],
    );
    if (rows[0].n > limit.max) throw new ApiError(429, message('auth.tooManyAttempts', { minutes: limit.minutes }));
  }
}
