// The health check's one question to the database: does it answer a statement now.
import type { Queryable } from './db';

/** Resolves when the database answers; rejects (a DbError) when it does not. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
