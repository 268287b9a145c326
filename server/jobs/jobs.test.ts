// Background jobs: done with their writes, retried after a failure without them, and never run by two runners at once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { openTestDb } from '../testing/test-app';
import { enqueueJob, MAX_ATTEMPTS, runNextJob, startJobRunner, type JobHandler } from './jobs';

const statusOf = async (db: Db, id: number) =>
  (
    await db.query<{ status: string; attempts: number; last_error: string | null; due: boolean }>(
      'SELECT status, attempts, last_error, run_after <= now() AS due FROM jobs WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('one runner', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await db.query('CREATE TABLE job_effects (job_id bigint, note text)');
  });
  afterAll(() => db.close());
  beforeEach(() => db.query('DELETE FROM jobs'));

  const note: JobHandler = async (tx, job) => {
    await tx.query('INSERT INTO job_effects (job_id, note) VALUES ($1, $2)', [
      job.id,
      (job.payload as { note: string }).note,
    ]);
  };

  it('runs a due job once, with its writes, and leaves other kinds and later jobs alone', async () => {
    const id = await enqueueJob(db, 'note', { note: 'hello' });
    const other = await enqueueJob(db, 'other', {});
    const later = await enqueueJob(db, 'note', { note: 'later' }, 60);
    expect(await runNextJob(db, { note })).toBe(id);
    expect(await runNextJob(db, { note })).toBeNull();
    expect(await statusOf(db, id)).toMatchObject({ status: 'done', attempts: 1 });
    expect((await statusOf(db, other)).status).toBe('queued');
    expect((await statusOf(db, later)).status).toBe('queued');
    expect((await db.query('SELECT note FROM job_effects WHERE job_id = $1', [id])).rows).toEqual([{ note: 'hello' }]);
  });

  it('rolls back a failed run, retries it later, and gives up after the last attempt', async () => {
    const failing: JobHandler = async (tx, job) => {
      await note(tx, job);
      throw new Error('provider unavailable');
    };
    const id = await enqueueJob(db, 'note', { note: 'never' });
    expect(await runNextJob(db, { note: failing })).toBe(id);
    expect(await statusOf(db, id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'provider unavailable',
      due: false,
    });
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await db.query('UPDATE jobs SET run_after = now() WHERE id = $1', [id]);
      await runNextJob(db, { note: failing });
    }
    expect(await statusOf(db, id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect((await db.query('SELECT 1 FROM job_effects WHERE job_id = $1', [id])).rows).toEqual([]);
  });

  it('a runner drains the due jobs and stops when told', async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => enqueueJob(db, 'note', { note: `n${n}` })));
    const runner = startJobRunner(db, { note }, { pollMs: 20 });
    const end = Date.now() + 5_000;
    while ((await statusOf(db, ids[2])).status !== 'done' && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    for (const id of ids) expect((await statusOf(db, id)).status).toBe('done');
  });
});

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('server/jobs/jobs.test.ts: two runners skipped: TEST_DATABASE_URL is not set (needs PostgreSQL)');

describe.skipIf(!url)('two runners on PostgreSQL (two connection pools, as two processes have)', () => {
  const schema = `jobs_${randomBytes(6).toString('hex')}`;
  let one: Db;
  let two: Db;
  beforeAll(async () => {
    one = await openPostgres(url!, schema);
    two = await openPostgres(url!, schema);
    await migrate(one);
    await one.query('CREATE TABLE job_runs (job_id bigint NOT NULL, runner text NOT NULL)');
  });
  afterAll(async () => {
    await two?.close();
    await one?.query(`DROP SCHEMA ${schema} CASCADE`);
    await one?.close();
  });

  it('skips a job another runner holds instead of waiting for it or running it too', async () => {
    const id = await enqueueJob(one, 'slow', {});
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const held = runNextJob(one, {
      slow: () => {
        started();
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await running;
    expect(await runNextJob(two, { slow: async () => expect.fail('ran a held job') })).toBeNull();
    release();
    expect(await held).toBe(id);
    expect(await runNextJob(two, { slow: async () => expect.fail('ran a done job') })).toBeNull();
  });

  it('four runners on two pools run each of 40 jobs exactly once', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, () => enqueueJob(one, 'record', {})));
    const record =
      (runner: string): JobHandler =>
      async (tx, job) => {
        await tx.query('INSERT INTO job_runs (job_id, runner) VALUES ($1, $2)', [job.id, runner]);
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
    const drain = async (db: Db, runner: string) => {
      while ((await runNextJob(db, { record: record(runner) })) !== null);
    };
    await Promise.all([drain(one, 'a'), drain(one, 'b'), drain(two, 'c'), drain(two, 'd')]);
    const runs = (await one.query<{ job_id: string; runner: string }>('SELECT job_id, runner FROM job_runs')).rows;
    expect(runs.map((run) => Number(run.job_id)).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    expect(new Set(runs.map((run) => run.runner)).size).toBeGreaterThan(1);
    const { rows } = await one.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'record' AND status = 'done'`,
    );
    expect(rows[0].n).toBe(40);
  });
});
