// PostgreSQL through `pg`, for deployments that outgrow one embedded process.
import pg from 'pg';
import type { Db, Queryable } from './db';
import { guard } from './db-error';

/**
 * Connects a pool to url. A schema name, when given, is created and put first on the
 * search_path, so that tests can share one server without seeing each other's tables.
 */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  if (schema) {
    // Servers started together on a fresh schema would race through CREATE SCHEMA IF NOT EXISTS (a duplicate key in
    // pg_namespace): the lock makes the others wait, then find the schema there.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`create schema ${schema}`]);
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path="${schema.replace(/"/g, '')}"` : undefined,
  });
  await pool.query('SELECT 1');
  const on =
    (target: pg.Pool | pg.PoolClient): Queryable['query'] =>
    (sql, params) =>
      guard(sql, params, async () => ({ rows: (await target.query(sql, params)).rows }));
  return {
    kind: 'postgres',
    query: on(pool),
    exec: async (sql) => {
      await on(pool)(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      const query = on(client);
      try {
        await query('BEGIN');
        const result = await fn({ query });
        await query('COMMIT');
        return result;
      } catch (error) {
        await query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exclusive: async (name, fn) => {
      // A session-level advisory lock, held by one pooled connection while fn runs on the others; the lock is keyed
      // by the schema too, so test runs on private schemas of one server do not wait for each other.
      const holder = await pool.connect();
      const key = `${schema ?? ''}:${name}`;
      try {
        await on(holder)('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
        return await fn();
      } finally {
        await on(holder)('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {});
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}
