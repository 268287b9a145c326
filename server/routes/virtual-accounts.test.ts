// Virtual accounts: the VACC currencies, a client's own accounts (the admin names any client), a request that the
// simulated partner bank fulfils in a background job, and the refusals (not approved, another client, unknown code).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPartnerBank } from '../adapters/partner-bank';
import type { Db } from '../db/db';
import { runNextJob } from '../jobs/jobs';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';
import { ISSUE_VIRTUAL_ACCOUNT, issueVirtualAccount } from '../virtual-accounts/issue-job';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let exporter: string;
let adminToken: string;
const JOBS = { [ISSUE_VIRTUAL_ACCOUNT]: issueVirtualAccount(simulatedPartnerBank) };

beforeAll(async () => {
  process.env.VIRTUAL_ACCOUNT_SECONDS = '0';
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  exporter = await signIn(db, 'exporter@demo.test', 'client');
  adminToken = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  delete process.env.VIRTUAL_ACCOUNT_SECONDS;
  await client.close();
  await admin.close();
  await db.close();
});

type Account = {
  currency: string;
  status: string;
  accountDetails: { paymentType: string; routing: { label: string } }[];
};

describe('virtual accounts', () => {
  it('offers the 26 currencies of spec 2 section 9, and INR and ARS, which the screen hides', async () => {
    const answer = (await call(client, exporter, 'GET', '/api/virtual-accounts/currencies')).json();
    expect(answer.data).toHaveLength(28);
    expect(answer.data.find((row: { currency: string }) => row.currency === 'USD')).toEqual({
      currency: 'USD',
      countryCode: 'US',
      countryName: 'United States',
    });
  });

  it("lists a client's own accounts, with USD's routing labels", async () => {
    const answer = (await call(client, exporter, 'GET', '/api/virtual-accounts')).json();
    expect(answer.data.map((row: Account) => row.currency)).toEqual(['EUR', 'GBP', 'USD']);
    const usd = answer.data.find((row: Account) => row.currency === 'USD') as Account;
    expect(usd.accountDetails.map((detail) => [detail.paymentType, detail.routing.label])).toEqual([
      ['ACH', 'Routing Number'],
      ['Fedwire', 'ABA Code / Routing Number'],
      ['RTP', 'Routing Number'],
    ]);
    const eur = answer.data.find((row: Account) => row.currency === 'EUR') as Account;
    expect(eur.accountDetails[0].routing.label).toBe('BIC Code');
  });

  it("creates accounts in progress, then the bank's job makes them active with the business legal name", async () => {
    const answer = (
      await call(client, exporter, 'POST', '/api/virtual-accounts', { currencies: ['SGD', 'AED', 'USD'] })
    ).json();
    expect(answer.message).toBe('Virtual account creation is in progress');
    const listed = async () =>
      ((await call(client, exporter, 'GET', '/api/virtual-accounts')).json().data as Account[]).filter((row) =>
        ['SGD', 'AED'].includes(row.currency),
      );
    expect((await listed()).map((row) => row.status)).toEqual(['in_progress', 'in_progress']);
    while ((await runNextJob(db, JOBS)) !== null);
    const issued = await listed();
    expect(issued.map((row) => row.status)).toEqual(['active', 'active']);
    expect(issued[0].accountDetails[0]).toMatchObject({ accountName: 'Kaveri Textiles Pvt Ltd', paymentType: 'SWIFT' });
  });

  it('lets the admin list and create for the client named, and refuses a client naming another', async () => {
    const named = (await call(admin, adminToken, 'GET', '/api/virtual-accounts?clientId=CL1002')).json();
    expect(named.data).toEqual([]);
    const created = (
      await call(admin, adminToken, 'POST', '/api/virtual-accounts', { clientId: 'CL1002', currencies: ['GBP'] })
    ).json();
    expect(created.responseCode).toBe(200);
    const foreign = await call(client, exporter, 'GET', '/api/virtual-accounts?clientId=CL1002');
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a client that is not approved, and a currency not offered', async () => {
    const pending = await signIn(db, 'onboard@demo.test', 'client');
    const refused = (await call(client, pending, 'POST', '/api/virtual-accounts', { currencies: ['USD'] })).json();
    expect(refused.message).toBe('Your account activation is in progress.');
    const unknown = (await call(client, exporter, 'POST', '/api/virtual-accounts', { currencies: ['XYZ'] })).json();
    expect(unknown.message).toBe('Virtual accounts are not offered in XYZ');
  });
});
