// Applies the plain SQL files in migrations/ once each, in name order, each inside its own transaction.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies pending migrations; returns the names applied now. */
export async function migrate(db: Db, folder = MIGRATIONS): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
  );
  const pending = readdirSync(folder)
    .filter((name) => name.endsWith('.sql') && !done.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(folder, name), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
  return pending;
}

/** Splits a migration on the semicolons that end statements (our migrations hold no functions or quoted semicolons). */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
}
