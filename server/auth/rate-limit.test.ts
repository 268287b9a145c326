// The per-address limit under requests arriving together: never more than the limit pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb } from '../testing/test-app';
import { countAttempt } from './rate-limit';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('countAttempt', () => {
  it('lets exactly the limit through one by one, then refuses', async () => {
    const limit = { max: 3, minutes: 15 };
    for (let i = 0; i < 3; i++) await countAttempt(db, [['test:serial', limit]]);
    await expect(countAttempt(db, [['test:serial', limit]])).rejects.toThrow(
      'Too many attempts. Please try again in 15 minutes.',
    );
  });

  it('lets no more than the limit through when the attempts arrive together', async () => {
    const limit = { max: 10, minutes: 15 };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => countAttempt(db, [['test:together', limit]])),
    );
    // Each sees the others' attempts: a burst over the limit may be refused whole, but never lets more through.
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(10);
  });
});
