// The purge: rows past their retention go, newer ones and undelivered messages stay, and the job queues its next run
// once per database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurgeSettings } from '../config';
import type { Db } from '../db/db';
import { openTestDb } from '../testing/test-app';
import { runNextJob } from './jobs';
import { KNOWN_DEVICE_DAYS } from '../auth/devices';
import { WINDOW_HOURS } from '../auth/throttle';
import { ATTEMPT_WINDOW_MINUTES, PURGE, purgeJob, schedulePurge } from './purge';

const SETTINGS: PurgeSettings = { finishedJobsDays: 30, sentMessagesDays: 30, expiredDays: 7, everyMinutes: 60 };

let db: Db;
let userId: string;

/** `now()` less so many days, as SQL. */
const ago = (days: number) => `now() - make_interval(days => ${days})`;

/** The tags of a table's test rows still there, in order. */
const left = async (sql: string) => (await db.query<{ tag: string }>(`${sql} ORDER BY 1`)).rows.map((row) => row.tag);

beforeAll(async () => {
  db = await openTestDb();
  userId = (await db.query<{ user_id: string }>('SELECT user_id FROM users LIMIT 1')).rows[0].user_id;
  await db.query('DELETE FROM jobs');
  await db.exec(`
    INSERT INTO auth_attempts (bucket, at) VALUES
      ('purge:past-window', now() - make_interval(mins => ${ATTEMPT_WINDOW_MINUTES + 5})),
      ('purge:in-window', now() - make_interval(mins => ${ATTEMPT_WINDOW_MINUTES - 5}));
    INSERT INTO auth_throttle (key, failures, last_failed_at, next_allowed_at) VALUES
      ('purge:stale', 3, now() - make_interval(hours => ${WINDOW_HOURS + 1}), now() - interval '1 hour'),
      ('purge:stale-waiting', 30, now() - make_interval(hours => ${WINDOW_HOURS + 1}), now() + interval '1 minute'),
      ('purge:recent', 3, now() - make_interval(hours => ${WINDOW_HOURS - 1}), now() - interval '1 hour');
    INSERT INTO auth_devices (device_hash, console, user_id, last_seen_at) VALUES
      ('purge:forgotten', 'client', '${userId}', ${ago(KNOWN_DEVICE_DAYS + 1)}),
      ('purge:known', 'client', '${userId}', ${ago(KNOWN_DEVICE_DAYS - 1)});
    INSERT INTO jobs (kind, status, created_at, finished_at, payload) VALUES
      ('purge-test', 'done', ${ago(40)}, ${ago(31)}, '{"tag":"done-31"}'),
      ('purge-test', 'failed', ${ago(40)}, ${ago(31)}, '{"tag":"failed-31"}'),
      ('purge-test', 'done', ${ago(40)}, ${ago(29)}, '{"tag":"done-29"}'),
      ('purge-test', 'queued', ${ago(40)}, NULL, '{"tag":"queued-40"}');
    INSERT INTO outbox (channel, recipient, body, created_at, sent_at) VALUES
      ('email', 'sent-31@purge.test', 'x', ${ago(31)}, ${ago(31)}),
      ('email', 'sent-29@purge.test', 'x', ${ago(31)}, ${ago(29)}),
      ('email', 'unsent-60@purge.test', 'x', ${ago(60)}, NULL);
    INSERT INTO outbox (channel, recipient, body, created_at, failed_at) VALUES
      ('email', 'given-up-31@purge.test', 'x', ${ago(33)}, ${ago(31)}),
      ('email', 'given-up-29@purge.test', 'x', ${ago(31)}, ${ago(29)});
    INSERT INTO otps (identifier, purpose, code_hash, created_at, expires_at, used_at) VALUES
      ('expired-8@purge.test', 'sign_in', 'h', ${ago(9)}, ${ago(8)}, NULL),
      ('used-8@purge.test', 'sign_in', 'h', ${ago(8)}, now() + interval '1 minute', ${ago(8)}),
      ('expired-6@purge.test', 'sign_in', 'h', ${ago(7)}, ${ago(6)}, NULL),
      ('live@purge.test', 'sign_in', 'h', now(), now() + interval '10 minutes', NULL);
    INSERT INTO sessions (token_hash, user_id, console, expires_at, revoked_at) VALUES
      ('purge:expired-8', '${userId}', 'client', ${ago(8)}, NULL),
      ('purge:revoked-8', '${userId}', 'client', now() + interval '1 hour', ${ago(8)}),
      ('purge:expired-6', '${userId}', 'client', ${ago(6)}, NULL),
      ('purge:live', '${userId}', 'client', now() + interval '1 hour', NULL);
    INSERT INTO reset_tokens (token_hash, user_id, expires_at, used_at) VALUES
      ('purge:expired-8', '${userId}', ${ago(8)}, NULL),
      ('purge:used-6', '${userId}', now() + interval '1 hour', ${ago(6)});
  `);
});
afterAll(() => db.close());

describe('the purge job', () => {
  it('is queued once however many servers start, deletes what is past its time, and queues its next run', async () => {
    await schedulePurge(db);
    await schedulePurge(db);
    const queued = () =>
      db.query<{ id: string; minutes: number }>(
        `SELECT id, round(extract(epoch FROM run_after - now()) / 60)::int AS minutes FROM jobs
          WHERE kind = $1 AND status = 'queued'`,
        [PURGE],
      );
    const first = (await queued()).rows;
    expect(first).toHaveLength(1);

    expect(await runNextJob(db, { [PURGE]: purgeJob(SETTINGS) })).toBe(Number(first[0].id));

    expect(await left(`SELECT bucket AS tag FROM auth_attempts WHERE bucket LIKE 'purge:%'`)).toEqual([
      'purge:in-window',
    ]);
    expect(await left(`SELECT key AS tag FROM auth_throttle WHERE key LIKE 'purge:%'`)).toEqual([
      'purge:recent',
      'purge:stale-waiting',
    ]);
    expect(await left(`SELECT device_hash AS tag FROM auth_devices WHERE device_hash LIKE 'purge:%'`)).toEqual([
      'purge:known',
    ]);
    expect(await left(`SELECT payload->>'tag' AS tag FROM jobs WHERE kind = 'purge-test'`)).toEqual([
      'done-29',
      'queued-40',
    ]);
    expect(await left(`SELECT recipient AS tag FROM outbox WHERE recipient LIKE '%@purge.test'`)).toEqual([
      'given-up-29@purge.test',
      'sent-29@purge.test',
      'unsent-60@purge.test',
    ]);
    expect(await left(`SELECT identifier AS tag FROM otps WHERE identifier LIKE '%@purge.test'`)).toEqual([
      'expired-6@purge.test',
      'live@purge.test',
    ]);
    expect(await left(`SELECT token_hash AS tag FROM sessions WHERE token_hash LIKE 'purge:%'`)).toEqual([
      'purge:expired-6',
      'purge:live',
    ]);
    expect(await left(`SELECT token_hash AS tag FROM reset_tokens WHERE token_hash LIKE 'purge:%'`)).toEqual([
      'purge:used-6',
    ]);

    // The run is done and its successor waits `everyMinutes`; a server starting now queues no second one.
    const next = (await queued()).rows;
    expect(next).toHaveLength(1);
    expect(next[0].id).not.toBe(first[0].id);
    expect(next[0].minutes).toBe(SETTINGS.everyMinutes);
    await schedulePurge(db);
    expect((await queued()).rows).toHaveLength(1);
    expect(await runNextJob(db, { [PURGE]: purgeJob(SETTINGS) })).toBeNull();
  });
});
