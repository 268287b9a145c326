// The embedded default: Postgres compiled to WebAssembly, keeping its files in one local folder.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { guard, toDbError } from './db-error';
import { lockFolder } from './lock';

/** Raised when the folder cannot hold a database; the server stops rather than half-run. */
export class DatabaseOpenError extends Error {}

function checkFolder(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    if (!statSync(dataDir).isDirectory()) throw new Error('not a folder');
    accessSync(dataDir, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new DatabaseOpenError(
      `Cannot open the database folder ${dataDir}: ${(error as Error).message}. ` +
        'Set DATA_DIR to a writable folder, or DATABASE_URL to a PostgreSQL server.',
    );
  }
}

/**
 * Opens (creating if needed) the PGlite database in dataDir, or in memory when dataDir is null; an in-memory one may
 * start as a copy of a dumped database (PGlite's dumpDataDir) instead of a new cluster.
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Db> {
  let release = () => {};
  if (dataDir) {
    checkFolder(dataDir);
    release = lockFolder(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir });
  } catch (error) {
    release();
    throw new DatabaseOpenError(`Cannot open the database in ${dataDir}: ${(error as Error).message}`);
  }
  return pgliteDb(pg, release);
}

/** The Db over an open PGlite; closing it closes the PGlite, then calls release. */
export function pgliteDb(pg: PGlite, release = () => {}): Db {
  const asQueryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    query: (sql, params) =>
      guard(sql, params, async () => ({ rows: (await target.query(sql, params as unknown[])).rows as never[] })),
  });
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    exec: async (sql) => {
      await guard(sql, [], () => pg.exec(sql));
    },
    transaction: async (fn) => {
      // What the body throws passes through as it is; anything else came from BEGIN, COMMIT or ROLLBACK.
      let thrown: unknown;
      try {
        return await pg.transaction((tx) =>
          fn(asQueryable(tx)).catch((error: unknown) => {
            thrown = error;
            throw error;
          }),
        );
      } catch (error) {
        throw error === thrown ? error : toDbError(error, 'COMMIT');
      }
    },
    exclusive: (_name, fn) => fn(),
    close: async () => {
      if (pg.closed) return;
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
