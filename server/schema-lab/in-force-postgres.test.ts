// Two server instances on one PostgreSQL (issue 34): a publish made through one is served by the other within 5 s,
// with no restart, by the other's poll of declaration_versions (DECLARATIONS_POLL_MS, 1000 ms by default).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { seed } from '../seed/seed';
import { bearer, testApp, tokenFor } from '../testing/test-app';
import { fileVersion } from './publish';

const url = process.env.TEST_DATABASE_URL;
// Like server/cluster.test.ts: once, on a private schema, when PostgreSQL is there.
const skip = !url
  ? 'TEST_DATABASE_URL is not set (two instances need PostgreSQL)'
  : process.env.DATABASE_URL === url
    ? 'it ran in the first pass of the server tests (it always uses TEST_DATABASE_URL)'
    : null;
if (skip) console.log(`server/schema-lab/in-force-postgres.test.ts skipped: ${skip}`);

const schema = `in_force_${randomBytes(6).toString('hex')}`;
/** Each instance's own pool, as two processes have. */
let first: Db;
let second: Db;
let publisher: FastifyInstance;
let other: FastifyInstance;

beforeAll(async () => {
  if (skip) return;
  first = await openPostgres(url!, schema);
  await migrate(first);
  await seed(first);
  second = await openPostgres(url!, schema);
  const env = { SCHEMA_LAB_TIMEOUT_MS: '20000' };
  publisher = (await testApp({ db: first, console: 'admin', env })).app;
  other = (await testApp({ db: second, console: 'client', env })).app;
});
afterAll(async () => {
  if (skip) return;
  await publisher.close();
  await other.close();
  await second.close();
  await first.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await first.close();
});

describe.skipIf(Boolean(skip))('a publish on one instance', () => {
  it('is served by the other within 5 s', async () => {
    const form = structuredClone(fileVersion('form', 'onboarding.business').document) as {
      schema: { properties: Record<string, unknown> };
    };
    form.schema.properties.exportLicence = { type: 'string', title: 'Export Licence', maxLength: 50 };
    const analyst = await tokenFor(first, 'analyst@demo.test', 'admin');
    const inForce = async () => (await other.inject('/api/declarations-in-force')).json().data;
    expect((await inForce()).stamp).toBe('0');
    const res = await publisher.inject({
      method: 'POST',
      url: '/api/schema-lab/publish',
      headers: bearer(analyst),
      payload: { kind: 'form', declaration: form, comment: 'Export licence' },
    });
    expect(res.json()).toMatchObject({ responseCode: 200, data: { version: 1 } });
    const started = Date.now();
    let served = await inForce();
    while (!served.modules['form:onboarding.business'] && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      served = await inForce();
    }
    expect(served.modules['form:onboarding.business']).toMatch(/^\/published\/form\/onboarding\.business\.1\./);
    const lag = Date.now() - started;
    console.log(`publish to served on the other instance: ${lag} ms`);
    expect(lag).toBeLessThan(5000);
    const module = await other.inject(served.modules['form:onboarding.business']);
    expect(module.statusCode).toBe(200);
    expect(module.body).toContain('exportLicence');
  });
});
