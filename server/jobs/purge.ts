// Deletes rows that no longer matter (attempts and throttle counts past their window, devices no longer known, finished
// jobs, sent or given-up messages, spent OTPs, reset links and sessions) after a documented time, as a background job
// that queues its own next run: one chain of purge jobs per database, whichever process claims it.
import type { PurgeSettings } from '../config';
import type { Queryable } from '../db/db';
import { KNOWN_DEVICE_DAYS } from '../auth/devices';
import { LIMITS } from '../auth/rate-limit';
import { WINDOW_HOURS } from '../auth/throttle';
import { enqueueJob, type JobHandler } from './jobs';

/** The kind the purge job is queued under. */
export const PURGE = 'purge';

/** The longest window any attempt limit counts over (rate-limit.ts): an attempt row older than that counts nowhere. */
export const ATTEMPT_WINDOW_MINUTES = Math.max(...Object.values(LIMITS).map((limit) => limit.minutes));

/** How long a rule's rows are kept: one of the configured retentions (days), or a fixed time the code sets. */
type Retention = Exclude<keyof PurgeSettings, 'everyMinutes'> | { minutes: number };

/** A kind of row the purge deletes: those of `table` where `condition` holds, `$cutoff` being now less `retention`. */
export interface PurgeRule {
  table: string;
  condition: string;
  retention: Retention;
}

/** What the purge deletes; a new table with rows that expire is one more line here. */
export const PURGE_RULES: PurgeRule[] = [
  { table: 'auth_attempts', condition: 'at < $cutoff', retention: { minutes: ATTEMPT_WINDOW_MINUTES } },
  // A source's failures older than the throttle's window count no more (throttle.ts), once its wait is over.
  {
    table: 'auth_throttle',
    condition: 'last_failed_at < $cutoff AND next_allowed_at < now()',
    retention: { minutes: WINDOW_HOURS * 60 },
  },
  { table: 'auth_devices', condition: 'last_seen_at < $cutoff', retention: { minutes: KNOWN_DEVICE_DAYS * 24 * 60 } },
  { table: 'jobs', condition: "status IN ('done', 'failed') AND finished_at < $cutoff", retention: 'finishedJobsDays' },
  { table: 'outbox', condition: 'sent_at < $cutoff', retention: 'sentMessagesDays' },
  { table: 'outbox', condition: 'failed_at < $cutoff', retention: 'sentMessagesDays' },
  { table: 'otps', condition: '(expires_at < $cutoff OR used_at < $cutoff)', retention: 'expiredDays' },
  { table: 'reset_tokens', condition: '(expires_at < $cutoff OR used_at < $cutoff)', retention: 'expiredDays' },
  { table: 'sessions', condition: '(expires_at < $cutoff OR revoked_at < $cutoff)', retention: 'expiredDays' },
];

/** Minutes a rule's rows are kept under these settings. */
const minutesOf = (retention: Retention, settings: PurgeSettings): number =>
  typeof retention === 'object' ? retention.minutes : settings[retention] * 24 * 60;

/** Deletes what every rule says has had its time; returns the rows deleted by table. */
export async function purgeRows(
  db: Queryable,
  settings: PurgeSettings,
  rules: PurgeRule[] = PURGE_RULES,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { table, condition, retention } of rules) {
    const where = condition.replaceAll('$cutoff', '(now() - make_interval(mins => $1))');
    const { rows } = await db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM ${table} WHERE ${where} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [minutesOf(retention, settings)],
    );
    deleted[table] = (deleted[table] ?? 0) + rows[0].n;
  }
  return deleted;
}

/** The purge job: deletes, then queues its next run `everyMinutes` later (with its writes: only if this commits). */
export const purgeJob =
  (settings: PurgeSettings): JobHandler =>
  async (tx) => {
    await purgeRows(tx, settings);
    await enqueueJob(tx, PURGE, {}, settings.everyMinutes * 60);
  };

/**
 * Queues the first purge unless one is already queued (a chain left failed, or a new database); run by each server
 * at start under the database's exclusive lock (serve.ts's prepareDatabase), so servers started together queue one.
 */
export async function schedulePurge(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO jobs (kind) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = $1 AND status = 'queued')`,
    [PURGE],
  );
}
