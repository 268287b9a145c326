// The audit's hostile bodies that gave 500s: each now gets a 4xx in the envelope with a clear message, and changes nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { bearer, testApp, tokenFor } from '../testing/test-app';
import { businessData } from '../testing/test-onboarding';
import { BODY_BOUNDS, BODY_MESSAGES, bodyProblem } from './json-body';

let client: FastifyInstance;
let admin: FastifyInstance;
let db: Db;
let clientToken: string;
let adminToken: string;

beforeAll(async () => {
  ({ app: client, db } = await testApp({ console: 'client' }));
  ({ app: admin } = await testApp({ console: 'admin', db }));
  clientToken = await tokenFor(db, 'onboard@demo.test', 'client');
  adminToken = await tokenFor(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

/** Posts raw JSON text, so escapes such as a lone surrogate reach the server as written. */
const postText = (app: FastifyInstance, token: string, url: string, payload: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(token), 'content-type': 'application/json' },
  });

describe('hostile JSON bodies', () => {
  it('refuses 10,000-deep nesting before any schema or rule sees it', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await postText(client, clientToken, '/api/onboarding/business', deep);
    expect(res.json()).toEqual({ responseCode: 400, message: BODY_MESSAGES.depth, data: null });
  });

  it.each([
    ['a NUL character', '"Kaveri\\u0000Textiles"'],
    ['a lone surrogate', '"Kaveri \\ud800 Textiles"'],
  ])('refuses %s in any string', async (_name, text) => {
    const res = await postText(
      client,
      clientToken,
      '/api/onboarding/basic',
      `{"basicInformation":{"firstName":${text},"lastName":"Rao","mobile":"9811100001"}}`,
    );
    expect(res.json()).toEqual({ responseCode: 400, message: BODY_MESSAGES.text, data: null });
    const { rows } = await db.query(`SELECT 1 FROM users WHERE first_name LIKE 'Kaveri%'`);
    expect(rows).toEqual([]);
  });

  it.each(['/api/auth/email-exists?email=a%00b%40x.in', '/api/auth/mobile-exists?mobile=%00'])(
    'refuses a NUL in a query string (%s) with 400, not 500',
    async (url) => {
      const res = await client.inject(url);
      expect(res.json()).toEqual({ responseCode: 400, message: BODY_MESSAGES.address, data: null });
    },
  );

  it('refuses a lone surrogate in a key too, and too many values', () => {
    expect(bodyProblem(JSON.parse('{"\\udc00":1}'))).toBe(BODY_MESSAGES.text);
    expect(bodyProblem(new Array(BODY_BOUNDS.values).fill(0))).toBe(BODY_MESSAGES.values);
    expect(bodyProblem({ a: [{ b: 'ok' }] })).toBeUndefined();
  });

  it('refuses data of the wrong shape with the schema message, without running the rules on it', async () => {
    const { businessType, businessLegalName, ...rest } = businessData({ clientIndustry: true });
    const res = await client.inject({
      method: 'POST',
      url: '/api/onboarding/business',
      headers: bearer(clientToken),
      payload: { basicInformation: { businessType, businessLegalName }, businessInformation: rest },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().responseCode).toBe(400);
  });

  it('refuses an integer bigger than its column holds', async () => {
    const res = await postText(
      admin,
      adminToken,
      '/api/masters/access',
      '{"roleMasterId":1e308,"actionMasterIds":[1]}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().responseCode).toBe(400);
  });
});
