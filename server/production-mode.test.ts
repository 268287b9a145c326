// With NODE_ENV=production the development endpoints do not exist, Schema Lab is the admin console Admin's alone, and
// the keys (OTP_SECRET, EBRC_FILE_KEY) must be set.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/db';
import { loadConfig } from './config';
import { bearer, openTestDb, testApp, tokenFor } from './testing/test-app';

const PRODUCTION = { NODE_ENV: 'production' };
let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client', env: PRODUCTION })).app;
  admin = (await testApp({ db, console: 'admin', env: PRODUCTION })).app;
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

describe('production mode', () => {
  it('refuses to start without the key of the stored OTP hashes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('OTP_SECRET must be set when NODE_ENV=production');
    const keyed = { ...PRODUCTION, EBRC_FILE_KEY: 'ab'.repeat(32) };
    expect(loadConfig({ ...keyed, OTP_SECRET: 'a production key' }).otpSecret).toBe('a production key');
  });

  it('refuses to start without the e-BRC file key, or with one that is not 32 bytes', () => {
    const keyed = { ...PRODUCTION, OTP_SECRET: 'a production key' };
    expect(() => loadConfig(keyed)).toThrow('EBRC_FILE_KEY must be set when NODE_ENV=production');
    expect(() => loadConfig({ ...keyed, EBRC_FILE_KEY: 'c2hvcnQ=' })).toThrow('EBRC_FILE_KEY must be 32 bytes');
    expect(loadConfig({ ...keyed, EBRC_FILE_KEY: 'ab'.repeat(32) }).ebrcFileKey).toEqual(Buffer.alloc(32, 0xab));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ...keyed, EBRC_FILE_KEY: base64 }).ebrcFileKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({ NODE_ENV: 'test' }).ebrcFileKey).toHaveLength(32);
  });

  it.each(['/api/dev/outbox', '/api/dev/identity?email=admin@demo.test'])(
    'answers %s with 404 on both consoles',
    async (url) => {
      for (const app of [client, admin]) {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ responseCode: 404, data: null });
      }
    },
  );

  it("keeps Schema Lab the admin console Admin's alone", async () => {
    const exporter = bearer(await tokenFor(db, 'exporter@demo.test', 'client'));
    const adminToken = bearer(await tokenFor(db, 'admin@demo.test', 'admin'));
    expect((await client.inject({ url: '/api/schema-lab/declarations', headers: exporter })).statusCode).toBe(403);
    expect((await client.inject({ url: '/api/schema-lab/declarations', headers: adminToken })).statusCode).toBe(401);
    expect((await admin.inject({ url: '/api/schema-lab/declarations', headers: adminToken })).statusCode).toBe(200);
  });
});
