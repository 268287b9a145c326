// A failed statement reaches its caller as a DbError: code and statement name kept, parameters gone; a value the
// database refuses reaches the caller as a 400 that names neither.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { DbError, isConflict, isValueRefused, queryName, toDbError, VALUE_REFUSED } from './db-error';
import { openPglite } from './pglite';
import { registerEnvelope } from '../plugins/envelope';
import { openTestDb } from '../testing/test-app';

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

describe('a value the database refuses (SQLSTATE class 22)', () => {
  const CASES: [string, string, string][] = [
    ['a timestamp past the last one the database stores', 'SELECT $1::timestamptz AS v', '294277-01-01 00:00:00+00'],
    ['invalid input syntax', 'SELECT $1::int AS v', 'Asha Verma'],
    ['a number out of range', 'SELECT $1::int AS v', '98765000019876500001'],
    ['a NUL in text', 'SELECT $1::text AS v', 'Asha\u0000Verma'],
    ['a date field out of range', 'SELECT $1::date AS v', '2024-13-45'],
  ];
  let shared: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    // PGlite, or PostgreSQL when DATABASE_URL is set: both must raise class 22 for these.
    shared = await openTestDb();
    app = Fastify({ logger: false });
    registerEnvelope(app);
    app.post('/run', async (request) => {
      const { sql, value } = request.body as { sql: string; value: string };
      return (await shared.query(sql, [value])).rows;
    });
  });
  afterAll(async () => {
    await app.close();
    await shared.close();
  });
  const run = (sql: string, value: string) => app.inject({ method: 'POST', url: '/run', payload: { sql, value } });

  it.each(CASES)(
    '%s is a value refusal, answered 400 without the value or the statement',
    async (_kind, sql, value) => {
      const error = await shared.query(sql, [value]).catch((caught: unknown) => caught);
      expect(isValueRefused(error)).toBe(true);
      const answer = await run(sql, value);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ responseCode: 400, message: VALUE_REFUSED, data: null });
    },
  );

  it('answers a write that lost a race to a unique key 409, naming neither the key nor the value', async () => {
    await shared.query('CREATE TABLE raced (v text PRIMARY KEY)');
    await shared.query(`INSERT INTO raced (v) VALUES ('taken@demo.test')`);
    const error = await shared
      .query('INSERT INTO raced (v) VALUES ($1)', ['taken@demo.test'])
      .catch((caught) => caught);
    expect(isConflict(error)).toBe(true);
    const answer = await run('INSERT INTO raced (v) VALUES ($1)', 'taken@demo.test');
    expect(answer.json()).toEqual({
      responseCode: 409,
      message: 'The same was saved by another request a moment ago. Please reload and check before trying again.',
      data: null,
    });
  });

  it('leaves every other failure a 500', async () => {
    const error = await shared.query('SELECT v FROM no_such_table').catch((caught: unknown) => caught);
    expect(isValueRefused(error)).toBe(false);
    expect(isValueRefused(new DbError('x', '23505', 'INSERT users'))).toBe(false);
    expect(isValueRefused(new Error('22P02'))).toBe(false);
    expect((await run('SELECT $1::text AS v FROM no_such_table', 'x')).statusCode).toBe(500);
  });
});
