// Limits sign-in attempts per identifier and per address, counted in the database so every server process agrees.
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';

/** One limit: at most `max` attempts in `minutes`. */
export interface Limit {
  max: number;
  minutes: number;
}

export const LIMITS = {
  identifier: { max: 10, minutes: 15 },
  address: { max: 60, minutes: 15 },
} satisfies Record<string, Limit>;

/** Counts an attempt in each bucket and refuses (429, with the wait) when any bucket is over its limit. */
export async function countAttempt(db: Queryable, buckets: [string, Limit][]): Promise<void> {
  for (const [bucket, limit] of buckets) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auth_attempts WHERE bucket = $1 AND at > now() - make_interval(mins => $2)`,
      [bucket, limit.minutes],
    );
    if (rows[0].n >= limit.max)
      throw new ApiError(429, `Too many attempts. Please try again in ${limit.minutes} minutes.`);
  }
  for (const [bucket] of buckets) await db.query('INSERT INTO auth_attempts (bucket) VALUES ($1)', [bucket]);
}
