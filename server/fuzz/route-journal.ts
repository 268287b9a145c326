// A change journal for the fuzz test: triggers record every row a statement inserts, deletes or really updates.
import type { Db } from '../db/db';

/**
 * Tables a refused request may change by design: sessions (tokens minted for the callers, revoked at logout),
 * auth_attempts (every counted sign-in, OTP, sign-up and reset attempt, allowed or not), auth_throttle (a wrong
 * password or OTP is counted as it is refused) and otps (a wrong code counts against the code it was tried on).
 * See migrations 002, 003 and 005.
 */
export const CHANGED_BY_REFUSALS = ['sessions', 'auth_attempts', 'auth_throttle', 'otps'];

const JOURNAL = 'fuzz_journal';

/**
 * Puts a row trigger on every other table of the current schema. A trigger's row is written in the request's own
 * transaction, so a rolled-back write leaves none, and an UPDATE that leaves a row as it was is not counted. One
 * count per request is far cheaper than an md5 of every table (about 7 ms each on PGlite, growing with the tables).
 */
export async function installJournal(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((row) => row.table_name).filter((name) => !CHANGED_BY_REFUSALS.includes(name));
  await db.exec(`
    CREATE TABLE ${JOURNAL} (id serial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL);
    CREATE FUNCTION ${JOURNAL}_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
      INSERT INTO ${JOURNAL} (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$;
    ${tables
      .map(
        (table) =>
          `CREATE TRIGGER ${JOURNAL} AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${JOURNAL}_row();`,
      )
      .join('\n')}
  `);
  return tables;
}

/** Where the journal stands: the id of its last entry. */
export async function journalMark(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`SELECT coalesce(max(id), 0) AS id FROM ${JOURNAL}`);
  return Number(rows[0].id);
}

/** What changed after a mark: "INSERT clients x1" ... */
export async function changesSince(db: Db, mark: number): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string; operation: string; n: number }>(
    `SELECT table_name, operation, count(*)::int AS n FROM ${JOURNAL} WHERE id > $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [mark],
  );
  return rows.map((row) => `${row.operation} ${row.table_name} x${row.n}`);
}
