// Background jobs kept in the database, so any server process may run any of them: a runner claims one due row with
// FOR UPDATE SKIP LOCKED, runs it in the claim's transaction and marks it done, or records the failure for a retry.
import type { Db, Queryable } from '../db/db';

/** Runs allowed per job before it is left as failed. */
export const MAX_ATTEMPTS = 5;
/** Seconds before the retry after the nth failure: 10, 20, 40 ... up to an hour. */
export const retryDelay = (failures: number): number => Math.min(10 * 2 ** (failures - 1), 3600);

/** A claimed job as its handler sees it. */
export interface Job<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  /** Runs before this one (failures). */
  attempts: number;
}

/**
 * Does one kind of work inside the claim's transaction: its writes commit with the job marked done, or roll back
 * with it when it throws. The row stays locked while it runs, so an outside call must be bounded and idempotent
 * (keyed by the job id), as a crash after the call and before the commit runs it again.
 */
export type JobHandler = (tx: Queryable, job: Job) => Promise<void>;

/** Queues a job, due now or after `delaySeconds`; inside a transaction it is queued only if that commits. */
export async function enqueueJob(db: Queryable, kind: string, payload: unknown, delaySeconds = 0): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO jobs (kind, payload, run_after) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING id`,
    [kind, JSON.stringify(payload), delaySeconds],
  );
  return Number(rows[0].id);
}

/** Claims and runs the oldest due job of a kind in `handlers`; returns its id, or null when none is due or free. */
export async function runNextJob(db: Db, handlers: Record<string, JobHandler>): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; kind: string; payload: unknown; attempts: number }>(
      `SELECT id, kind, payload, attempts FROM jobs
        WHERE status = 'queued' AND run_after <= now() AND kind = ANY($1)
        ORDER BY run_after, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [Object.keys(handlers)],
    );
    if (!rows[0]) return null;
    const job: Job = { ...rows[0], id: Number(rows[0].id) };
    await tx.query('SAVEPOINT job');
    try {
      await handlers[job.kind](tx, job);
      await tx.query(
        `UPDATE jobs SET status = 'done', attempts = attempts + 1, finished_at = now(), last_error = NULL WHERE id = $1`,
        [job.id],
      );
    } catch (error) {
      // The handler's writes go; the failure is recorded under the same lock, so no other runner sees it half-done.
      await tx.query('ROLLBACK TO SAVEPOINT job');
      const failures = job.attempts + 1;
      await tx.query(
        `UPDATE jobs SET attempts = $2::int, last_error = $3, run_after = now() + make_interval(secs => $4),
                status = CASE WHEN $2::int >= $5::int THEN 'failed' ELSE 'queued' END,
                finished_at = CASE WHEN $2::int >= $5::int THEN now() END
          WHERE id = $1`,
        [
          job.id,
          failures,
          String((error as Error)?.message ?? error).slice(0, 500),
          retryDelay(failures),
          MAX_ATTEMPTS,
        ],
      );
    }
    return job.id;
  });
}

/** A runner polling for due jobs; stop() lets the job in hand finish. */
export interface JobRunner {
  stop(): Promise<void>;
}

/** Runs due jobs until none is left, then looks again every `pollMs`; errors of the database go to `onError`. */
export function startJobRunner(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): JobRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const drain = async () => {
    while (!stopped && (await runNextJob(db, handlers)) !== null);
  };
  const loop = () => {
    running = drain()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, options.pollMs ?? 1000);
      });
  };
  loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
