// Partner onboarding: the Admin's list with every partner status, the six XFlow steps in order and once each, the
// account settings judged by the declared form and its rule, and the simulated partner's 400 at a chosen step.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db';
import { KYC_REFUSAL } from '../seed/seed-partners';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';
import { PARTNER_MESSAGES, STEP_DONE } from './partner-onboarding';

let db: Db;
let admin: FastifyInstance;
let client: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  db = await openTestDb();
  admin = (await testApp({ db, console: 'admin' })).app;
  client = (await testApp({ db, console: 'client' })).app;
  adminToken = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  await admin.close();
  await client.close();
  await db.close();
});

const XFLOW = 'XFLOW';
/** The create-partner-client payload's fields (spec 3 section 7). */
const CREATE_CLIENT_KEYS = [
  'clientId',
  'clientType',
  'partnerId',
  'companyName',
  'businessLegalName',
  'email',
  'businessType',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'postalCode',
  'website',
  'businessDescription',
  'businessGst',
  'registrationProofFile',
  'estimatedMonthlyVolume',
  'estimatedCurrency',
  'iecNumber',
  'businessCategory',
];
const post = (url: string, body: Record<string, unknown>) => call(admin, adminToken, 'POST', url, body);
const status = async (clientId: string) =>
  (await post('/api/partner-onboarding/status', { clientId, partnerId: XFLOW, clientName: null })).json().data
    .onboardingDetails as Record<string, { responseCode: number; data?: { partnerClientId: string } }>;
const rowOf = async (clientId: string) =>
  (await call(admin, adminToken, 'GET', '/api/partner-onboarding/clients'))
    .json()
    .data.find((row: { clientId: string }) => row.clientId === clientId);
const events = async (clientId: string) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM partner_onboarding_events WHERE client_id = $1', [
      clientId,
    ])
  ).rows[0].n;

describe('the list', () => {
  it("shows every approved client with its partner statuses, 'Not started' without any", async () => {
    const answer = (await call(admin, adminToken, 'GET', '/api/partner-onboarding/clients')).json();
    expect(answer.responseCode).toBe(200);
    const statuses = new Set(answer.data.map((row: { partnerStatus: string }) => row.partnerStatus));
    for (const value of ['activated', 'draft', 'verifying', 'deactivated', 'hold', 'input_required', 'Not started'])
      expect(statuses).toContain(value);
    expect(await rowOf('CL1206')).toMatchObject({
      companyName: 'Jaipur Gem House',
      email: 'gems@demo.test',
      mobile: '9876501206',
      partnerName: 'XFlow',
      partnerClientId: 'XF-CL1206',
      partnerStatus: 'activated',
      partnerMultiCurrencyStatus: 'activated',
      partnerVbanStatus: 'activated',
      partnerPayoutBankStatus: 'verified',
    });
    expect(await rowOf('CL1002')).toMatchObject({ partnerStatus: 'Not started', partnerClientId: null });
    expect(await rowOf('CL1010')).toBeUndefined();
  });

  it('lists the active partners only, as a radio offers them', async () => {
    const answer = (await call(admin, adminToken, 'GET', '/api/partners/active')).json();
    expect(answer.data).toEqual([{ partnerId: 'XFLOW', partnerName: 'XFlow', label: 'XFlow', value: 'XFLOW' }]);
  });

  it('is the Admin’s alone', async () => {
    const token = await signIn(db, 'backoffice@demo.test', 'client');
    expect((await call(client, token, 'GET', '/api/partner-onboarding/clients')).statusCode).toBe(403);
    const ids = { clientId: 'CL1001', partnerId: XFLOW };
    expect((await call(client, token, 'POST', '/api/partner-onboarding/client', ids)).statusCode).toBe(403);
  });
});

describe('the steps', () => {
  it('walks a client through all six steps, each reported 200 afterwards, with a weekly interval', async () => {
    const ids = { clientId: 'CL1002', partnerId: XFLOW };
    expect(Object.values(await status('CL1002')).every((step) => step.responseCode !== 200)).toBe(true);
    const steps: [string, string, Record<string, unknown>][] = [
      ['/client', STEP_DONE.basicDetails, {}],
      ['/kyc', STEP_DONE.kycInfo, {}],
      ['/payout-bank', STEP_DONE.bankDetails, {}],
      ['/fee-plan', STEP_DONE.feePlan, {}],
      ['/account-settings', STEP_DONE.accountSettings, { payoutInterval: 'weekly', weeklyAnchor: 'Friday' }],
      ['/activate', STEP_DONE.accountActivation, {}],
    ];
    const send = vi.spyOn(admin.providers.xflow, 'send');
    try {
      for (const [path, done, extra] of steps) {
        const answer = await post(`/api/partner-onboarding${path}`, { ...ids, ...extra });
        expect(answer.json()).toEqual({ responseCode: 200, message: done, data: null });
      }
      // Each call carries the payload of spec 3 section 7, built from the client's record.
      const sent = Object.fromEntries(send.mock.calls.map(([, step, payload]) => [step, payload]));
      expect(Object.keys(sent.basicDetails).sort()).toEqual(CREATE_CLIENT_KEYS.sort());
      expect(sent.basicDetails).toMatchObject({ ...ids, clientType: expect.any(String) });
      const partnerIds = { ...ids, partnerClientId: 'XF-CL1002' };
      expect(sent.kycInfo).toEqual({ ...partnerIds, personDetails: expect.any(Array) });
      expect(sent.bankDetails).toEqual({ ...partnerIds, accountDetails: expect.any(Object) });
      expect(sent.feePlan).toEqual({ ...partnerIds, payoutFee: expect.any(Array), payoutFxFee: expect.any(Array) });
      expect(sent.accountSettings).toEqual({ ...partnerIds, payoutInterval: 'weekly', payoutAnchor: 'Friday' });
      expect(sent.accountActivation).toEqual(partnerIds);
    } finally {
      send.mockRestore();
    }
    const reported = await status('CL1002');
    expect(Object.values(reported).every((step) => step.responseCode === 200)).toBe(true);
    expect(reported.clientDetails.data).toEqual({ partnerClientId: 'XF-CL1002' });
    expect(await rowOf('CL1002')).toMatchObject({ partnerStatus: 'activated', partnerPayoutBankStatus: 'verified' });
    const { rows } = await db.query('SELECT payout_interval, payout_anchor FROM partner_clients WHERE client_id = $1', [
      'CL1002',
    ]);
    expect(rows[0]).toEqual({ payout_interval: 'weekly', payout_anchor: 'Friday' });
    expect(await events('CL1002')).toBe(6);
  });

  it('refuses a step before the previous ones', async () => {
    const answer = await post('/api/partner-onboarding/kyc', { clientId: 'CL1003', partnerId: XFLOW });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(PARTNER_MESSAGES.outOfOrder);
  });

  it('refuses a client not approved, an unknown one and an inactive partner', async () => {
    const pending = await post('/api/partner-onboarding/client', { clientId: 'CL1010', partnerId: XFLOW });
    expect([pending.statusCode, pending.json().message]).toEqual([409, PARTNER_MESSAGES.notApproved]);
    const unknown = await post('/api/partner-onboarding/client', { clientId: 'CL9999', partnerId: XFLOW });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Client not found']);
    const inactive = await post('/api/partner-onboarding/client', { clientId: 'CL1003', partnerId: 'PAYBRIDGE' });
    expect([inactive.statusCode, inactive.json().message]).toEqual([400, PARTNER_MESSAGES.inactivePartner]);
  });

  it("answers the partner's 400 with its message at the chosen step and changes nothing", async () => {
    const before = await events('CL1208');
    const answer = await post('/api/partner-onboarding/kyc', { clientId: 'CL1208', partnerId: XFLOW });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ responseCode: 400, message: KYC_REFUSAL, data: null });
    expect((await status('CL1208')).kycDetails.responseCode).not.toBe(200);
    expect(await events('CL1208')).toBe(before);
  });

  it('makes the partner refuse any step a row of xflow_refusals names', async () => {
    await db.query(
      "INSERT INTO xflow_refusals (client_id, step, message) VALUES ('CL1203', 'feePlan', 'Fee plan not accepted')",
    );
    const answer = await post('/api/partner-onboarding/fee-plan', { clientId: 'CL1203', partnerId: XFLOW });
    expect([answer.statusCode, answer.json().message]).toEqual([400, 'Fee plan not accepted']);
  });

  it("sends the client's own fee plan (the client detail's Fees tab), and refuses a client without one", async () => {
    const plan = {
      payoutFee: [{ sourceCurrency: 'USD', destinationCurrency: 'INR', fixed: 5, minimum: 5, variable: 0 }],
      payoutFxFee: [{ sourceCurrency: 'ANY', destinationCurrency: 'ANY', variable: 0.45, referenceRate: 'mid_market' }],
    };
    await db.query('UPDATE fee_plans SET payout_fee = $2, payout_fx_fee = $3 WHERE client_id = $1', [
      'CL1202',
      JSON.stringify(plan.payoutFee),
      JSON.stringify(plan.payoutFxFee),
    ]);
    const send = vi.spyOn(admin.providers.xflow, 'send');
    try {
      const ids = { clientId: 'CL1202', partnerId: XFLOW };
      expect((await post('/api/partner-onboarding/payout-bank', ids)).statusCode).toBe(200);
      expect((await post('/api/partner-onboarding/fee-plan', ids)).json().message).toBe(STEP_DONE.feePlan);
      const sent = send.mock.calls.find(([, step]) => step === 'feePlan')![2];
      expect(sent).toEqual({ ...ids, partnerClientId: 'XF-CL1202', ...plan });
    } finally {
      send.mockRestore();
    }

    const ids = { clientId: 'CL1207', partnerId: XFLOW };
    expect((await post('/api/partner-onboarding/payout-bank', ids)).statusCode).toBe(200);
    await db.query('DELETE FROM fee_plans WHERE client_id = $1', ['CL1207']);
    const missing = await post('/api/partner-onboarding/fee-plan', ids);
    expect([missing.statusCode, missing.json().message]).toEqual([400, PARTNER_MESSAGES.feePlanMissing]);
    expect((await status('CL1207')).feeDetails.responseCode).not.toBe(200);
  });

  it('changes the state once when twenty identical requests arrive together', async () => {
    const ids = { clientId: 'CL1201', partnerId: XFLOW };
    const before = await events('CL1201');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/partner-onboarding/kyc', ids)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await events('CL1201')).toBe(before + 1);
    const { rows } = await db.query<{ completed: string[] }>(
      'SELECT completed FROM partner_clients WHERE client_id = $1',
      ['CL1201'],
    );
    expect(rows[0].completed).toEqual(['basicDetails', 'kycInfo']);
  });
});

describe('account settings', () => {
  const settings = (body: Record<string, unknown>) =>
    post('/api/partner-onboarding/account-settings', { clientId: 'CL1204', partnerId: XFLOW, ...body });

  it.each([
    [{}, 'Required!'],
    [{ payoutInterval: 'monthly' }, 'Required!'],
    [{ payoutInterval: 'monthly', monthlyAnchor: 0 }, 'Must be at least 1!'],
    [{ payoutInterval: 'monthly', monthlyAnchor: 32 }, 'Must be at most 31!'],
    [{ payoutInterval: 'weekly' }, 'Required!'],
    [{ payoutInterval: 'daily', weeklyAnchor: 'Monday' }, 'Anchor does not apply here'],
    [{ payoutInterval: 'weekly', monthlyAnchor: 3, weeklyAnchor: 'Monday' }, 'Anchor does not apply here'],
  ])('refuses %j with %s', async (body, text) => {
    const answer = await settings(body);
    expect([answer.statusCode, answer.json().message]).toEqual([400, text]);
  });

  it('sends a monthly anchor as the day and a daily interval with none', async () => {
    const send = vi.spyOn(admin.providers.xflow, 'send');
    try {
      // The simulated partner refuses the step here, so the monthly anchor sent is read from the call itself.
      await db.query(
        "INSERT INTO xflow_refusals (client_id, step, message) VALUES ('CL1204', 'accountSettings', 'Held for review')",
      );
      const monthly = await settings({ payoutInterval: 'monthly', monthlyAnchor: 31 });
      expect([monthly.statusCode, monthly.json().message]).toEqual([400, 'Held for review']);
      expect(send.mock.calls.at(-1)![2]).toMatchObject({ payoutInterval: 'monthly', payoutAnchor: '31' });
    } finally {
      send.mockRestore();
      await db.query("DELETE FROM xflow_refusals WHERE client_id = 'CL1204'");
    }
    expect((await settings({ payoutInterval: 'daily' })).statusCode).toBe(200);
    const { rows } = await db.query('SELECT payout_interval, payout_anchor FROM partner_clients WHERE client_id = $1', [
      'CL1204',
    ]);
    expect(rows[0]).toEqual({ payout_interval: 'daily', payout_anchor: null });
  });
});
