// The onboarding forms' option lists: open to anyone signed in, in either console, as [{ label, value }].
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  token = await signIn(db, 'onboard@demo.test', 'client');
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

const list = async (name: string) => (await call(client, token, 'GET', `/api/lists/${name}`)).json().data;
const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe('GET /api/lists/:name', () => {
  it('needs a session, in either console', async () => {
    expect((await client.inject('/api/lists/states')).statusCode).toBe(401);
    const adminToken = await signIn(db, 'admin@demo.test', 'admin');
    expect((await call(admin, adminToken, 'GET', '/api/lists/poaTypes')).json().data).toHaveLength(4);
  });

  it('gives the business types, individual and not', async () => {
    expect(await list('businessCategories')).toEqual([
      { label: 'Manufacturer', value: 'Manufacturer' },
      { label: 'Merchant', value: 'Merchant' },
    ]);
    expect(labels(await list('individualBusinessTypes'))).toEqual([
      'Consultant',
      'Individual/Freelancer',
      'Influencer',
      'IT Service Provider',
      'Sole Proprietor - Export Services',
    ]);
    expect(await list('allBusinessTypes')).toHaveLength(7);
  });

  it('gives the industries by key, the high-risk one in the spec’s words', async () => {
    expect(await list('industries')).toContainEqual({ label: 'Gems & Jewelry', value: 'gems' });
  });

  it('gives each active currency once, INR included, and India as the one country', async () => {
    const currencies = await list('currencies');
    expect(currencies).toContainEqual({ label: 'INR', value: 'INR' });
    expect(currencies.filter((option: { value: string }) => option.value === 'EUR')).toHaveLength(1);
    expect(labels(currencies)).not.toContain('SAR');
    expect(await list('countries')).toEqual([{ label: 'India', value: 'IN' }]);
  });

  it('gives the 36 states and union territories, and the proof-of-address types', async () => {
    const states = await list('states');
    expect(states).toHaveLength(36);
    expect(states).toContainEqual({ label: 'Tamil Nadu', value: 'Tamil Nadu' });
    expect(await list('poaTypes')).toEqual([
      { label: 'Aadhaar', value: 'AADHAAR' },
      { label: 'Voter ID', value: 'VOTER_ID' },
      { label: 'Passport', value: 'PASSPORT' },
      { label: 'Driving Licence', value: 'DRIVING_LICENSE' },
    ]);
  });

  it('knows no other list', async () => {
    const res = await call(client, token, 'GET', '/api/lists/planets');
    expect(res.json()).toEqual({ responseCode: 404, message: 'No list named planets', data: null });
  });
});
