// Spaces out failed password and OTP attempts per account and source, in the database: a guesser gets slow, and
// failures from other addresses or devices never stop the owner (the README's "Authentication limits and ASVS 5.0").
import type { FastifyReply } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import type { AttemptSource } from './attempt-source';
import { LIMITS, type Limit } from './rate-limit';

/** Failures one source may make on one account without any wait. */
export const FREE_FAILURES = 5;
/** The longest wait between two attempts of one source. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A source's count whose last failure is older than this starts again from one. */
export const WINDOW_HOURS = 24;

/** What is being tried: each has its own account-wide ceiling. */
export type AttemptKind = 'password' | 'otp';

/** The account-wide ceiling of each kind: failures in a day from all sources that are not known devices. */
export const ACCOUNT_CEILINGS: Record<AttemptKind, Limit> = {
  password: LIMITS.accountPasswords,
  otp: LIMITS.accountOtps,
};

/** Seconds the next attempt must wait after `failures` consecutive failures: 0 up to 4, then 1, 2, 4 ... 900. */
export const delayAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(2 ** Math.min(failures - FREE_FAILURES, 20), MAX_DELAY_SECONDS);

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The answer to an attempt that came too early; nothing was checked. */
export const throttledMessage = (seconds: number): string =>
  `Too many failed attempts. Please try again in ${
    seconds < 60
      ? count(seconds, 'second')
      : seconds < 2 * 3600
        ? count(Math.ceil(seconds / 60), 'minute')
        : count(Math.ceil(seconds / 3600), 'hour')
  }.`;

const bucketOf = (source: AttemptSource, kind: AttemptKind) => `failed-${kind}:${source.account}`;

/**
 * Counts a failure of the account before the check (the row is written first, so attempts arriving together on any
 * process see each other) and returns its id with 0, or, when a source that is not a known device finds the account
 * over its ceiling, takes the row back and returns the seconds until the oldest failure leaves the window.
 */
async function countAccountFailure(db: Queryable, source: AttemptSource, kind: AttemptKind) {
  const bucket = bucketOf(source, kind);
  const { rows } = await db.query<{ id: string }>('INSERT INTO auth_attempts (bucket) VALUES ($1) RETURNING id', [
    bucket,
  ]);
  const id = rows[0].id;
  if (source.knownDevice) return { id, wait: 0 };
  const limit = ACCOUNT_CEILINGS[kind];
  const { rows: counted } = await db.query<{ n: number; wait: number }>(
    `SELECT count(*)::int AS n, ceil(extract(epoch FROM min(at) + make_interval(mins => $2) - now()))::int AS wait
       FROM auth_attempts WHERE bucket = $1 AND at > now() - make_interval(mins => $2)`,
    [bucket, limit.minutes],
  );
  if (counted[0].n <= limit.max) return { id, wait: 0 };
  await db.query('DELETE FROM auth_attempts WHERE id = $1', [id]);
  return { id, wait: Math.max(counted[0].wait, 1) };
}

/**
 * Counts a failure of the source before the check (its row locked, so parallel guesses from one source queue behind
 * each other) and sets its next wait; returns 0, or the seconds to wait when the attempt came too early (not counted).
 */
async function countSourceFailure(db: Db, key: string): Promise<number> {
  return db.transaction(async (tx) => {
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
}

/** One attempt of a source on an account: counted as failed when claimed, forgotten when cleared. */
export interface CountedAttempt {
  /**
   * Counts the attempt as failed before the credential is checked, or refuses it (429 with Retry-After, nothing
   * checked or counted) while the source must wait or, for a source that is not a known device, while the account is
   * over its ceiling.
   */
  claim: () => Promise<void>;
  /** Forgets the claimed failure and the source's earlier ones: the credential was right. */
  clear: () => Promise<void>;
}

/** An attempt of `kind` from `source`; claim it before checking, clear it when the credential was right. */
export function countedAttempt(
  db: Db,
  source: AttemptSource,
  kind: AttemptKind,
  reply: Pick<FastifyReply, 'header'>,
): CountedAttempt {
  let failureId: string | null = null;
  return {
    claim: async () => {
      const account = await countAccountFailure(db, source, kind);
      const wait = account.wait || (await countSourceFailure(db, source.key));
      if (wait === 0) {
        failureId = account.id;
        return;
      }
      if (!account.wait) await db.query('DELETE FROM auth_attempts WHERE id = $1', [account.id]);
      reply.header('retry-after', String(wait));
      throw new ApiError(429, throttledMessage(wait));
    },
    clear: async () => {
      if (failureId === null) return;
      await db.query('DELETE FROM auth_attempts WHERE id = $1', [failureId]);
      await db.query('DELETE FROM auth_throttle WHERE key = $1', [source.key]);
    },
  };
}

/** True while an attempt of `kind` from `source` would be refused unchecked (then no OTP is made or sent). */
export async function mustWait(db: Queryable, source: AttemptSource, kind: AttemptKind): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM auth_throttle WHERE key = $1 AND next_allowed_at > now()', [
    source.key,
  ]);
  if (rows.length) return true;
  if (source.knownDevice) return false;
  const limit = ACCOUNT_CEILINGS[kind];
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auth_attempts WHERE bucket = $1 AND at > now() - make_interval(mins => $2)`,
    [bucketOf(source, kind), limit.minutes],
  );
  return counted[0].n >= limit.max;
}
