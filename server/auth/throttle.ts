// Spaces out failed password and OTP attempts per account, in the database: guessing gets slow, yet the owner is never locked out.
import type { FastifyReply } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';

/** Failures allowed without any wait. */
export const FREE_FAILURES = 5;
/** The longest wait between two attempts. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A counter whose last failure is older than this starts again from one. */
export const WINDOW_HOURS = 24;

/** Seconds the next attempt must wait after `failures` consecutive failures: 0 up to 4, then 1, 2, 4 ... 900. */
export const delayAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(2 ** Math.min(failures - FREE_FAILURES, 20), MAX_DELAY_SECONDS);

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The answer to an attempt that came too early; nothing was checked. */
export const throttledMessage = (seconds: number): string =>
  `Too many failed attempts. Please try again in ${seconds < 60 ? count(seconds, 'second') : count(Math.ceil(seconds / 60), 'minute')}.`;

/**
 * The counter an identifier (e-mail or mobile, lower-cased) spends: its account's, so e-mail and mobile share one
 * budget, or the identifier's own when no account has it, so an unknown identifier is treated like a known one.
 */
export async function throttleKey(db: Queryable, identifier: string): Promise<string> {
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM users WHERE lower(email) = $1 OR mobile = $1 LIMIT 1',
    [identifier.toLowerCase()],
  );
  return rows[0] ? `user:${rows[0].user_id}` : `id:${identifier.toLowerCase()}`;
}

/**
 * Counts an attempt as failed before it is checked (so parallel guesses queue behind each other) and sets the wait
 * for the next one; clearAttempts undoes it on success. An attempt before its time is refused with 429 and
 * Retry-After, and is not counted.
 */
export async function claimAttempt(db: Db, key: string, reply: Pick<FastifyReply, 'header'>): Promise<void> {
  const wait = await db.transaction(async (tx) => {
    await tx.query('INSERT INTO auth_throttle (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [key]);
    const { rows } = await tx.query<{ failures: number; stale: boolean | null; wait: number }>(
      `SELECT failures, last_failed_at < now() - make_interval(hours => $2) AS stale,
              ceil(extract(epoch FROM next_allowed_at - now()))::int AS wait
         FROM auth_throttle WHERE key = $1 FOR UPDATE`,
      [key, WINDOW_HOURS],
    );
    const row = rows[0];
    if (row.wait > 0) return row.wait;
    const failures = row.stale ? 1 : row.failures + 1;
    await tx.query(
      `UPDATE auth_throttle SET failures = $2, last_failed_at = now(), next_allowed_at = now() + make_interval(secs => $3)
        WHERE key = $1`,
      [key, failures, delayAfter(failures)],
    );
    return 0;
  });
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new ApiError(429, throttledMessage(wait));
  }
}

/** Forgets the failures of a key after a successful attempt. */
export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM auth_throttle WHERE key = $1', [key]);
}

/** True while the key must wait before its next attempt (no OTP is then made or sent). */
export async function isThrottled(db: Queryable, key: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM auth_throttle WHERE key = $1 AND next_allowed_at > now()', [key]);
  return rows.length > 0;
}
