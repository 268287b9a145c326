// A folder that cannot hold a database stops the server with a clear message.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseOpenError, openPglite } from './pglite';

describe('openPglite', () => {
  it('refuses a path that is a file, naming it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pg-')), 'not-a-folder');
    writeFileSync(file, 'x');
    await expect(openPglite(file)).rejects.toThrow(DatabaseOpenError);
    await expect(openPglite(file)).rejects.toThrow(`Cannot open the database folder ${file}`);
  });

  it('keeps data across a close and a reopen', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pg-')), 'db');
    const first = await openPglite(dir);
    await first.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7);');
    await first.close();
    const second = await openPglite(dir);
    expect((await second.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 7 }]);
    await second.close();
  });

  it('rolls a failed transaction back', async () => {
    const db = await openPglite(null);
    await db.exec('CREATE TABLE t (n int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES ($1)', [1]);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await db.query('SELECT * FROM t')).rows).toEqual([]);
    await db.close();
  });
});
