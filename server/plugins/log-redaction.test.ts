// What the server logs about a failing query, a personal URL and a huge object: codes and masks, never the data itself;
// and a value holding line breaks or other control characters stays inside its one line.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOutbox } from '../adapters/outbox';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb } from '../testing/test-app';
import { LOG_LINE_LIMIT, loggerOptions, maskPersonal } from './log-redaction';

const NAME = 'Asha Verma 9876500001';
const EMAIL = 'asha.verma@example.com';
const UPLOAD = Buffer.alloc(1024 * 1024, 'A');
/** A document title made to end the line and start a fake one, with every other kind of line end and control. */
const FORGED = 'Invoice\r\n{"level":30,"msg":"Admin signed in"}\u2028\u2029\u0085\u007f\u001b[31m\u0000end';
/** What may end or disguise a line. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

let app: FastifyInstance;
let db: Db;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  db = await openTestDb();
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }, '9.9.9'),
    console: 'client',
    db,
    outbox: databaseOutbox,
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => void lines.push(line) } },
  });
  // A failure that is not the value's fault (a value the database refuses answers 400 and is not logged as an error).
  app.post('/api/test/bad-query', { config: { public: true } }, async () =>
    app.db.query('SELECT $1::text AS n, $2::text AS email, $3::bytea AS upload FROM users WHERE no_such_column', [
      NAME,
      EMAIL,
      UPLOAD,
    ]),
  );
  app.get('/api/test/forge', { config: { public: true } }, async (request) => {
    request.log.info({ title: FORGED }, `saved ${FORGED}`);
    request.log.info({ blob: 'x'.repeat(2 * LOG_LINE_LIMIT), title: FORGED }, 'huge forged');
    return { responseCode: 200, message: 'Success', data: null };
  });
  app.get('/api/test/huge', { config: { public: true } }, async (request) => {
    request.log.info({ blob: 'x'.repeat(3 * LOG_LINE_LIMIT), small: 'kept' }, 'huge object');
    return { responseCode: 200, message: 'Success', data: null };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('log redaction', () => {
  it("logs a failed query's code and name, never its parameters", async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/api/test/bad-query' });
    expect(res.json()).toEqual({ responseCode: 500, message: 'Something went wrong', data: null });
    const error = logged().find((line) => line.msg === 'unhandled error')?.err;
    expect(error).toMatchObject({ type: 'DbError', code: '42703', queryName: 'SELECT users' });
    expect(error).not.toHaveProperty('params');
    const text = lines.join('');
    for (const secret of ['Asha', '9876500001', EMAIL, 'AAAAAAAA', '"type":"Buffer"'])
      expect(text).not.toContain(secret);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(LOG_LINE_LIMIT);
  });

  it('masks the e-mail address and mobile number in request URLs', async () => {
    lines.length = 0;
    await app.inject('/api/auth/email-exists?email=someone@example.com');
    await app.inject('/api/auth/mobile-exists?mobile=9876500001');
    const urls = logged().flatMap((line) => (line.req ? [(line.req as { url: string }).url] : []));
    expect(urls).toEqual(['/api/auth/email-exists?email=***', '/api/auth/mobile-exists?mobile=***']);
    expect(lines.join('')).not.toMatch(/someone|9876500001/);
  });

  it('escapes the control characters of every value, so each entry stays one line and reads back whole', async () => {
    lines.length = 0;
    await app.inject('/api/test/forge');
    const written = lines.filter((line) => line.includes('Invoice'));
    expect(written).toHaveLength(2);
    for (const line of written) {
      expect(line.endsWith('\n')).toBe(true);
      expect(line.slice(0, -1)).not.toMatch(CONTROL);
      expect(JSON.parse(line)).toMatchObject({ title: FORGED });
    }
    expect(JSON.parse(written[0]).msg).toBe(`saved ${FORGED}`);
    expect(Buffer.byteLength(written[1])).toBeLessThanOrEqual(LOG_LINE_LIMIT);
  });

  it('cuts a line past the limit down to the fields that fit', async () => {
    lines.length = 0;
    await app.inject('/api/test/huge');
    const index = logged().findIndex((line) => line.msg === 'huge object');
    expect(Buffer.byteLength(lines[index])).toBeLessThanOrEqual(LOG_LINE_LIMIT);
    expect(logged()[index]).toMatchObject({ small: 'kept', blob: expect.stringMatching(/bytes left out/) });
    expect(logged()[index].truncatedFrom).toBeGreaterThan(3 * LOG_LINE_LIMIT);
  });
});

describe('maskPersonal', () => {
  it.each([
    ['/x?email=a%40b.co&page=2', '/x?email=***&page=2'],
    ['/x?mobile=%2B919876500001', '/x?mobile=***'],
    ['user a.b+c@mail.example.org signed in', 'user *** signed in'],
    ['call +919876500001 or 9876500002', 'call *** or ***'],
    ['order 12345 of 2026-11-23', 'order 12345 of 2026-11-23'],
  ])('%s -> %s', (text, masked) => {
    expect(maskPersonal(text)).toBe(masked);
  });
});
