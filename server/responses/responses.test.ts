// Declared responses: an answer carries what its schema names and nothing else, null stays null, exact decimals stay
// text, and refusals keep their envelope; the real Users list drops a password hash its query happened to select.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { ApiError, ok } from '../plugins/envelope';
import { bearer, testApp, tokenFor } from '../testing/test-app';
import { USERS } from './client-areas';
import { NO_DATA } from './common';
import { replies } from './envelope';
import { CURRENCIES } from './masters';
import { decimal, entityShape, list, object, text } from './reply-schema';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await testApp({
    console: 'admin',
    extend: (instance) => {
      // Every column of every user, the password hash included, through the Users list's declared response.
      instance.get('/api/test/users', { config: { public: true }, schema: { response: USERS } }, async () => {
        const { rows } = await instance.db.query(
          `SELECT user_id AS "userId", email, role_name AS "roleName", password_hash AS "passwordHash", u.*
             FROM users u ORDER BY user_id`,
        );
        return ok(rows);
      });
      instance.get(
        '/api/test/figures',
        {
          config: { public: true },
          schema: { response: replies(list(object({ name: text, amount: decimal, nested: object({ kept: text }) }))) },
        },
        async () =>
          ok([
            { name: null, amount: '1234.50', nested: { kept: 'yes', secret: 'no' }, extra: 'no' },
            { name: 'B', amount: 7, nested: null },
          ]),
      );
      instance.get('/api/test/refusal', { config: { public: true }, schema: { response: NO_DATA } }, async () => {
        throw new ApiError(409, 'Refused on purpose', { reauthenticate: true, secret: 'no' });
      });
    },
  }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('declared responses', () => {
  it('drops a field the schema does not declare: the password hash a query selected', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/users' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('password_hash');
    const admin = res.json().data.find((user: { email: string }) => user.email === 'admin@demo.test');
    expect(Object.keys(admin).sort()).toEqual(['console', 'email', 'mobile', 'roleName', 'userId']);
  });

  it('keeps null as null, an exact decimal as its text, and drops undeclared nested fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/figures' });
    expect(res.body).toBe(
      JSON.stringify({
        responseCode: 200,
        message: 'Success',
        data: [
          { name: null, amount: '1234.50', nested: { kept: 'yes' } },
          { name: 'B', amount: 7, nested: null },
        ],
      }),
    );
  });

  it("keeps a refusal's envelope and its declared data", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/refusal' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ responseCode: 409, message: 'Refused on purpose', data: { reauthenticate: true } });
  });

  it('serializes a real list route with its schema: the Users list as the Admin sees it', async () => {
    const token = await tokenFor(db, 'admin@demo.test', 'admin');
    const res = await app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const declared = Object.keys((entityShape('users#/$defs/user').properties as object) ?? {});
    for (const user of res.json().data as Record<string, unknown>[])
      expect(Object.keys(user).filter((key) => !declared.includes(key))).toEqual([]);
  });

  it("builds an entity's shape without its limits, every field nullable", () => {
    expect(CURRENCIES[200]).toEqual({
      type: 'object',
      properties: {
        responseCode: { type: 'integer' },
        message: { type: 'string' },
        data: {
          type: 'array',
          nullable: true,
          items: {
            type: 'object',
            nullable: true,
            properties: {
              countryCode: { type: 'string', nullable: true },
              countryName: { type: 'string', nullable: true },
              currency: { type: 'string', nullable: true },
              status: { type: 'string', nullable: true },
            },
          },
        },
      },
    });
  });
});
