// A failed statement reaches its caller as a DbError: code and statement name kept, parameters gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { DbError, queryName, toDbError } from './db-error';
import { openPglite } from './pglite';

let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
  await db.exec('CREATE TABLE people (name text UNIQUE, mobile bigint)');
  await db.query('INSERT INTO people VALUES ($1, 1)', ['Asha Verma']);
});
afterAll(async () => {
  await db.close();
});

describe('queryName', () => {
  it.each([
    ['UPDATE currencies SET status = $1 WHERE country_code = $2', 'UPDATE currencies'],
    ['  insert into users (email) values ($1)', 'INSERT users'],
    ['SELECT count(*)::int AS n FROM public."users" WHERE email = $1', 'SELECT public."users"'],
    ['DELETE FROM sessions WHERE token = $1', 'DELETE sessions'],
    ['SELECT 1', 'SELECT'],
  ])('%s -> %s', (sql, name) => {
    expect(queryName(sql)).toBe(name);
  });
});

describe('DbError', () => {
  it('keeps the SQLSTATE and the statement name, and drops the value from the message', async () => {
    const failure = db.query('INSERT INTO people VALUES ($1, $2)', ['Ravi Kumar', '98765 00001']);
    await expect(failure).rejects.toBeInstanceOf(DbError);
    const error = (await failure.catch((caught: unknown) => caught)) as DbError;
    expect(error).toMatchObject({ code: '22P02', queryName: 'INSERT people' });
    expect(error.message).toBe('invalid input syntax for type bigint: "…"');
    expect(Object.keys(error).sort()).toEqual(['code', 'name', 'queryName']);
  });

  it('keeps identifiers the parameters do not hold', async () => {
    const error = (await db
      .query('INSERT INTO people VALUES ($1, 2)', ['Asha Verma'])
      .catch((e: unknown) => e)) as DbError;
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "people_name_key"',
    });
    expect(JSON.stringify(error)).not.toContain('Asha');
  });

  it('wraps failures inside a transaction and lets the body’s own errors through', async () => {
    const inside = db.transaction((tx) => tx.query('SELECT $1::int FROM people', ['Asha Verma']));
    await expect(inside).rejects.toMatchObject({ code: '22P02', queryName: 'SELECT people' });
    const own = new Error('stop');
    await expect(db.transaction(() => Promise.reject(own))).rejects.toBe(own);
  });

  it('wraps a failing script', async () => {
    await expect(db.exec('CREATE TABLE people (n int)')).rejects.toMatchObject({
      code: '42P07',
      queryName: 'CREATE people',
    });
  });

  it('passes a DbError through and names an error without a code', () => {
    const error = new DbError('x', '23505', 'INSERT users');
    expect(toDbError(error, 'SELECT 1')).toBe(error);
    expect(toDbError(new Error('socket hang up'), 'SELECT 1')).toMatchObject({ code: undefined, queryName: 'SELECT' });
  });
});
