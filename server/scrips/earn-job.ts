// The background side of Manage Scrip: a chain of jobs that applies for the scrips settled shipments earned, in
// whichever server process claims it, then queues its next run.
import type { Queryable } from '../db/db';
import { enqueueJob, type JobHandler } from '../jobs/jobs';
import { applyForScrips } from './store';

/** The kind the scrip job is queued under. */
export const EARN_SCRIPS = 'scrips.earn';

/** Seconds between two runs (SCRIP_EVERY_SECONDS; 30 by default). */
export const scripEverySeconds = (env: NodeJS.ProcessEnv = process.env) => Number(env.SCRIP_EVERY_SECONDS ?? 30);

/** Applies for the scrips due, then queues the next run (only if this commits). */
export const earnScrips =
  (everySeconds: number): JobHandler =>
  async (tx) => {
    await applyForScrips(tx);
    await enqueueJob(tx, EARN_SCRIPS, {}, everySeconds);
  };

/** Queues the first run unless one is queued already; run at start under the database's lock, as the purge is. */
export async function scheduleScrips(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO jobs (kind) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = $1 AND status = 'queued')`,
    [EARN_SCRIPS],
  );
}
