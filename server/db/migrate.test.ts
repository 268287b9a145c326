// Migrations run once each, in order, and a failing one leaves nothing behind.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { migrate, splitStatements } from './migrate';
import { openPglite } from './pglite';

let db: Db | undefined;
afterEach(async () => {
  await db?.close();
});

describe('migrate', () => {
  it('applies the project migrations once', async () => {
    db = await openPglite(null);
    expect(await migrate(db)).toContain('001_foundation.sql');
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0].n).toBe(0);
  });

  it('applies in name order and rolls a failing migration back whole', async () => {
    db = await openPglite(null);
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '002_b.sql'), 'INSERT INTO a VALUES (2);');
    writeFileSync(join(dir, '001_a.sql'), 'CREATE TABLE a (n int);\nINSERT INTO a VALUES (1);');
    writeFileSync(join(dir, '003_bad.sql'), 'INSERT INTO a VALUES (3);\nINSERT INTO missing VALUES (1);');
    await expect(migrate(db, dir)).rejects.toThrow(/missing/);
    const { rows } = await db.query<{ n: number }>('SELECT n FROM a ORDER BY n');
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
    const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.rows.map((row) => row.name)).toEqual(['001_a.sql', '002_b.sql']);
  });

  it('splits statements and drops comments', () => {
    expect(splitStatements('-- note; here\nSELECT 1;\n\nSELECT 2;')).toEqual(['SELECT 1', 'SELECT 2']);
  });
});
