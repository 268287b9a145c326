// PostgreSQL through `pg`, for deployments that outgrow one embedded process.
import pg from 'pg';
import type { Db, Queryable } from './db';

/**
 * Connects a pool to url. A schema name, when given, is created and put first on the
 * search_path, so that tests can share one server without seeing each other's tables.
 */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path="${schema.replace(/"/g, '')}"` : undefined,
  });
  await pool.query('SELECT 1');
  const run: Queryable['query'] = async (sql, params) => ({ rows: (await pool.query(sql, params)).rows });
  return {
    kind: 'postgres',
    query: run,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
