// The Profile page's API: the user (and the company in the client console), and a save that changes only the
// caller's own name and phone (10 digits starting 5 to 9), whatever user or e-mail a body names.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../test-app';
import { call, signIn } from '../test-onboarding';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

const update = { userFirstName: 'Ravi', userLastName: 'Menon', mobile: '5876500001', countryCodeMobile: '+91' };

describe('profile', () => {
  it('shows a client user with the company, and an admin without one', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const own = (await call(client, exporter, 'GET', '/api/profile')).json().data;
    expect(own).toMatchObject({ email: 'exporter@demo.test', roleName: 'Client Exporter', countryCodeMobile: '+91' });
    expect(own.company).toMatchObject({ clientId: 'CL1001', companyName: 'Kaveri Textiles Pvt Ltd' });
    const adminToken = await signIn(db, 'admin@demo.test', 'admin');
    expect((await call(admin, adminToken, 'GET', '/api/profile')).json().data.company).toBeNull();
  });

  it.each([
    ['5876500001', 200],
    ['9876500001', 200],
    ['4876500001', 400],
    ['987650000', 400],
  ])('takes phone %s with %d', async (mobile, code) => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const answer = await call(client, exporter, 'POST', '/api/profile', { ...update, mobile });
    expect(answer.json().responseCode).toBe(code);
    if (code === 400) expect(answer.json().message).toContain('Invalid Mobile Number');
  });

  it("changes only the caller's own name and phone, and refuses another user's id", async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const saved = (
      await call(client, exporter, 'POST', '/api/profile', {
        ...update,
        userFirstName: 'Ravindra',
        email: 'someone@else.test',
      })
    ).json();
    expect(saved.message).toBe('Profile updated successfully');
    expect(saved.data).toMatchObject({ userFirstName: 'Ravindra', email: 'exporter@demo.test' });
    const foreign = await call(client, exporter, 'POST', '/api/profile', { ...update, userId: 'US2002' });
    expect(foreign.statusCode).toBe(403);
    const { rows } = await db.query("SELECT first_name FROM users WHERE user_id = 'US2002'");
    expect(rows[0].first_name).not.toBe('Ravi');
  });

  it('refuses a phone another user holds', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const answer = await call(client, exporter, 'POST', '/api/profile', { ...update, mobile: '9876500002' });
    expect(answer.json().message).toBe('This mobile number is not available');
  });
});
