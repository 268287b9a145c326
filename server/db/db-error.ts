// Driver errors carry the statement's parameters (names, mobiles, whole uploads); what leaves the db layer carries none.
import { message } from '../../src/engine/core/message';

const MESSAGE_LIMIT = 300;
const NAME_LIMIT = 80;
const TABLE = /\b(?:FROM|INTO|UPDATE|JOIN|TABLE)\s+((?:"[^"]+"|[\w$]+)(?:\.(?:"[^"]+"|[\w$]+))?)/i;

/** A failed statement as every caller sees it: the code to branch on, the statement's name and a value-free message. */
export class DbError extends Error {
  override readonly name = 'DbError';

  constructor(
    message: string,
    /** The SQLSTATE ('23505' for a unique violation ...), or the driver's own code; absent when there is none. */
    readonly code: string | undefined,
    /** Verb and first table of the statement ('UPDATE currencies'), never its values. */
    readonly queryName: string,
  ) {
    super(message);
  }
}

/** What a caller is told when the database refuses a value: neither the statement nor the value. */
export const VALUE_REFUSED = message('common.valueRefused');

/**
 * True for SQLSTATE class 22, a data exception: a value the schemas let through that the database still refuses
 * (invalid input syntax, a number or a date out of range, NUL in text). The request is at fault, not the server.
 */
export const isValueRefused = (error: unknown): error is DbError =>
  error instanceof DbError && /^22[0-9A-Z]{3}$/.test(error.code ?? '');

/**
 * True for SQLSTATE 23505, a unique violation: two requests racing to store the same thing (the same e-mail invited
 * twice at once, two first accounts), where the checks before the write each found it free. The later one is told.
 */
export const isConflict = (error: unknown): error is DbError => error instanceof DbError && error.code === '23505';

/** 'UPDATE currencies SET status = $1 ...' -> 'UPDATE currencies'; a statement without a table gives its verb. */
export function queryName(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  const table = TABLE.exec(sql)?.[1];
  return (table ? `${verb} ${table}` : verb).slice(0, NAME_LIMIT);
}

const textOf = (value: unknown): string => {
  if (value === null || value === undefined || value instanceof Uint8Array) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** Postgres quotes the offending value ('invalid input syntax for type integer: "abc"'); any quoted part of a parameter goes. */
function withoutParams(message: string, params: readonly unknown[]): string {
  const texts = params.map(textOf).filter(Boolean);
  const scrubbed = message.replace(/"([^"]*)"/g, (quoted, inner: string) =>
    inner && texts.some((text) => text.includes(inner)) ? '"…"' : quoted,
  );
  return scrubbed.length > MESSAGE_LIMIT ? `${scrubbed.slice(0, MESSAGE_LIMIT)}…` : scrubbed;
}

/** The DbError for what a driver threw while running sql with params; a DbError passes through as it is. */
export function toDbError(error: unknown, sql: string, params: readonly unknown[] = []): DbError {
  if (error instanceof DbError) return error;
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  return new DbError(
    withoutParams(typeof message === 'string' ? message : 'Database error', params),
    typeof code === 'string' ? code : undefined,
    queryName(sql),
  );
}

/** Runs one driver call for sql and params, turning whatever it throws into a DbError. */
export async function guard<T>(sql: string, params: readonly unknown[] | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDbError(error, sql, params);
  }
}
