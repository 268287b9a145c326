// The one query interface the routes use, whichever Postgres (embedded PGlite or a real server) sits behind it.

/** Rows of one statement. */
export interface QueryResult<T> {
  rows: T[];
}

/** What a route or a transaction body may run. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2 ...); a failure rejects with a DbError, which holds no parameter. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** A database connection: queries, transactions and a clean close. */
export interface Db extends Queryable {
  /** Which engine answers: 'pglite' or 'postgres'. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations); a failure rejects with a DbError. */
  exec(sql: string): Promise<void>;
  /** Runs fn inside BEGIN/COMMIT; any throw rolls the whole unit back and reaches the caller as fn threw it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn while this process holds the database-wide lock `name`: another process asking for it (on any machine)
   * waits until fn ends, and a process that dies lets go of it. fn queries through this Db as usual. PGlite serves one
   * process (its folder lock), so there fn simply runs.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Waits for running work and releases the connection (and the folder lock for PGlite). */
  close(): Promise<void>;
}
