// Routes only route (issue 32): every query lives in its domain's store module, none in a route module.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FOLDER = new URL('./', import.meta.url);

/** A query call, or a string that begins a SQL statement. */
const SQL =
  /(\.query|\bdb\.exec)\s*[<(]|[`'"]\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b/;

/** Route modules whose queries have not moved to their store yet; the list only shrinks. */
const NOT_YET_MOVED: string[] = [];

const modules = readdirSync(FOLDER).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('route modules', () => {
  it('finds SQL where it is written', () => {
    expect(SQL.test("await app.db.query('x')")).toBe(true);
    expect(SQL.test('const sql = `SELECT 1`')).toBe(true);
    expect(SQL.test("'UPDATE users SET status = $1'")).toBe(true);
    expect(SQL.test("message('users.saved')")).toBe(false);
  });

  it.each(modules.filter((name) => !NOT_YET_MOVED.includes(name)))('%s holds no SQL', (name) => {
    const lines = readFileSync(new URL(name, FOLDER), 'utf8')
      .split('\n')
      .flatMap((line, index) => (SQL.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
    expect(lines).toEqual([]);
  });

  it.each(NOT_YET_MOVED)('%s still holds SQL (remove it from the list once moved)', (name) => {
    expect(SQL.test(readFileSync(new URL(name, FOLDER), 'utf8'))).toBe(true);
  });
});
