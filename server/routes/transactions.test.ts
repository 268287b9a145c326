// Transactions: each client sees its own, the Admin all; retry and reject only a cancelled payout, through the
// simulated payments partner, with the settlement done by a background job.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_DECLINED } from '../adapters/payments-partner';
import type { Db } from '../db/db';
import { TRANSACTIONS_PER_CLIENT } from '../seed/seed-transactions';
import { runNextJob } from '../jobs/jobs';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';
import { SETTLE_PAYOUT, settlePayout } from '../transactions/settle-job';
import { NO_TRANSACTION, NOT_CANCELLED } from './transactions';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let adminToken: string;
const ALL_TIME = { startDate: Date.UTC(2024, 0, 1), endDate: Date.now() };

beforeAll(async () => {
  process.env.PAYOUT_SETTLE_SECONDS = '0';
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  adminToken = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  delete process.env.PAYOUT_SETTLE_SECONDS;
  await client.close();
  await admin.close();
  await db.close();
});

type Row = { paymentId: string; clientId: string; invoiceId: string; payoutDetail: { partnerStatus: string } };
const list = async (app: FastifyInstance, token: string, body: Record<string, unknown> = ALL_TIME) =>
  (await call(app, token, 'POST', '/api/transactions', body)).json();
const statusOf = async (paymentId: string) =>
  (await db.query<{ s: string }>('SELECT payout_status AS s FROM transactions WHERE payment_id = $1', [paymentId]))
    .rows[0].s;
/** A seeded payout in the given status, not yet used by an earlier test. */
const used = new Set<string>();
const payoutIn = async (status: string) => {
  const { rows } = await db.query<{ paymentId: string; clientId: string; invoiceId: string; partnerId: string }>(
    `SELECT payment_id AS "paymentId", client_id AS "clientId", invoice_id AS "invoiceId", partner_id AS "partnerId"
       FROM transactions WHERE payout_status = $1 ORDER BY payment_id`,
    [status],
  );
  const row = rows.find((candidate) => !used.has(candidate.paymentId))!;
  used.add(row.paymentId);
  return row;
};

/** The payouts of a client's seeded payment requests (server/db/seed-payment-requests.ts), listed with its payments. */
const requestPayouts = async (clientId?: string) =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_requests WHERE payment_id IS NOT NULL AND ($1::text IS NULL OR client_id = $1)',
      [clientId ?? null],
    )
  ).rows[0].n;

describe('the list', () => {
  it("shows a client-console user only their own client's payments, in the spec's shape", async () => {
    const token = await signIn(db, 'exporter@demo.test', 'client');
    const answer = await list(client, token);
    expect(answer.responseCode).toBe(200);
    expect(answer.data).toHaveLength(TRANSACTIONS_PER_CLIENT + (await requestPayouts('CL1001')));
    expect(new Set(answer.data.map((row: Row) => row.clientId))).toEqual(new Set(['CL1001']));
    expect(Object.keys(answer.data[0]).sort()).toEqual(
      [
        'paymentId',
        'clientInvoiceId',
        'invoiceId',
        'paymentRequestDate',
        'clientId',
        'clientName',
        'payerDetails',
        'payoutDetail',
        'partnrReceivableStatus',
        'expectedAmount',
        'currency',
        'reason',
        'remarks',
        'partnerId',
        'purposeCode',
        'quoteDetail',
      ].sort(),
    );
    const forbidden = await list(client, token, { ...ALL_TIME, clientId: 'CL1002' });
    expect(forbidden).toEqual({ responseCode: 403, message: 'Forbidden', data: null });
  });

  it('refuses a role whose menu has no Transactions', async () => {
    const token = await signIn(db, 'documents@demo.test', 'client');
    expect((await list(client, token)).responseCode).toBe(403);
  });

  it('refuses a date past what the database stores (year 10000) with a 400, and takes the last one it does', async () => {
    const year10000 = Date.UTC(10000, 0, 1);
    for (const body of [
      { startDate: Date.UTC(2024, 0, 1), endDate: year10000 },
      { startDate: year10000, endDate: year10000 },
    ]) {
      const answer = await list(admin, adminToken, body);
      expect(answer.responseCode).toBe(400);
      expect(answer.data.errors).toContainEqual({ field: '/endDate', message: 'must be <= 253402300799999' });
    }
    const lastDay = await list(admin, adminToken, { startDate: Date.UTC(2024, 0, 1), endDate: year10000 - 1 });
    expect(lastDay.responseCode).toBe(200);
  });

  it("shows the Admin every client's payments, newest first, or one client's, within the dates", async () => {
    const all = (await list(admin, adminToken)).data as (Row & { paymentRequestDate: number })[];
    expect(all).toHaveLength(3 * TRANSACTIONS_PER_CLIENT + (await requestPayouts()));
    expect(all.map((row) => row.paymentRequestDate)).toEqual(
      [...all.map((row) => row.paymentRequestDate)].sort((a, b) => b - a),
    );
    expect(new Set(all.map((row) => row.payoutDetail.partnerStatus))).toEqual(
      new Set(['initialized', 'processing', 'settled', 'failed', 'hold', 'cancelled', 'rejected']),
    );
    const one = (await list(admin, adminToken, { ...ALL_TIME, clientId: 'CL1003' })).data as Row[];
    expect(one.length).toBe(TRANSACTIONS_PER_CLIENT + (await requestPayouts('CL1003')));
    const year = (await list(admin, adminToken, { startDate: Date.UTC(2025, 0, 1), endDate: Date.UTC(2025, 11, 31) }))
      .data as Row[];
    expect(year.length).toBeGreaterThan(0);
    expect(year.length).toBeLessThan(all.length);
  });
});

/** The recorded status changes of a payout, oldest first: status, note, role, and whether a user made it. */
const eventsOf = async (paymentId: string) =>
  (
    await db.query<{ payout_status: string; note: string | null; user_role: string | null; by: boolean }>(
      `SELECT payout_status, note, user_role, user_id IS NOT NULL AS by FROM payout_events
        WHERE payment_id = $1 ORDER BY id`,
      [paymentId],
    )
  ).rows;

describe('reject', () => {
  it('rejects a cancelled payout with its reason, once', async () => {
    const payout = await payoutIn('cancelled');
    const body = { ...payout, partnerId: undefined, reason: 'Payer asked to cancel the invoice' };
    const res = await call(admin, adminToken, 'POST', '/api/transactions/reject', body);
    expect(res.json()).toEqual({ responseCode: 200, message: 'Transaction rejected successfully', data: null });
    expect(await statusOf(payout.paymentId)).toBe('rejected');
    expect(await eventsOf(payout.paymentId)).toEqual([
      { payout_status: 'rejected', note: 'Payer asked to cancel the invoice', user_role: 'Admin', by: true },
    ]);
    const again = await call(admin, adminToken, 'POST', '/api/transactions/reject', body);
    expect(again.json()).toMatchObject({ responseCode: 409, message: NOT_CANCELLED });
  });

  it('requires a reason, refuses a payout that is not cancelled or not the named client’s, and shows the partner’s refusal', async () => {
    const payout = await payoutIn('cancelled');
    const ids = { clientId: payout.clientId, invoiceId: payout.invoiceId, paymentId: payout.paymentId };
    const blank = await call(admin, adminToken, 'POST', '/api/transactions/reject', { ...ids, reason: '   ' });
    expect(blank.json()).toMatchObject({ responseCode: 400, message: 'reason: Please enter Reason' });
    const settled = await payoutIn('settled');
    const notCancelled = await call(admin, adminToken, 'POST', '/api/transactions/reject', {
      clientId: settled.clientId,
      invoiceId: settled.invoiceId,
      paymentId: settled.paymentId,
      reason: 'x',
    });
    expect(notCancelled.json()).toMatchObject({ responseCode: 409, message: NOT_CANCELLED });
    const otherClient = await call(admin, adminToken, 'POST', '/api/transactions/reject', {
      ...ids,
      clientId: payout.clientId === 'CL1001' ? 'CL1002' : 'CL1001',
      reason: 'x',
    });
    expect(otherClient.json()).toMatchObject({ responseCode: 404, message: NO_TRANSACTION });
    const declined = await call(admin, adminToken, 'POST', '/api/transactions/reject', {
      ...ids,
      reason: 'Partner to decline',
    });
    expect(declined.json()).toMatchObject({ responseCode: 400, message: PARTNER_DECLINED });
    expect(await statusOf(payout.paymentId)).toBe('cancelled');
  });

  it('is the Admin’s alone', async () => {
    const payout = await payoutIn('cancelled');
    const token = await signIn(db, 'exporter@demo.test', 'client');
    const res = await call(client, token, 'POST', '/api/transactions/reject', {
      ...payout,
      partnerId: undefined,
      reason: 'x',
    });
    expect(res.json().responseCode).toBe(403);
    expect(await statusOf(payout.paymentId)).toBe('cancelled');
  });
});

describe('retry', () => {
  const settle = () => runNextJob(db, { [SETTLE_PAYOUT]: settlePayout });

  it('sends a cancelled payout to the partner again; a background job settles it', async () => {
    const payout = await payoutIn('cancelled');
    const res = await call(admin, adminToken, 'POST', '/api/transactions/retry', {
      ...payout,
      remark: 'Payer confirmed',
    });
    expect(res.json()).toEqual({ responseCode: 200, message: 'Transaction retry initiated successfully', data: null });
    expect(await statusOf(payout.paymentId)).toBe('processing');
    expect(await settle()).not.toBeNull();
    expect(await statusOf(payout.paymentId)).toBe('settled');
    // Who retried and when; the partner's settlement after it has no user.
    expect(await eventsOf(payout.paymentId)).toEqual([
      { payout_status: 'processing', note: 'Payer confirmed', user_role: 'Admin', by: true },
      { payout_status: 'settled', note: null, user_role: null, by: false },
    ]);
  });

  it('fails the payout when the simulated partner is told to, and shows a declined retry', async () => {
    const failing = await payoutIn('cancelled');
    await call(admin, adminToken, 'POST', '/api/transactions/retry', { ...failing, remark: 'Simulate fail' });
    await settle();
    expect(await statusOf(failing.paymentId)).toBe('failed');
    const declined = await payoutIn('cancelled');
    const res = await call(admin, adminToken, 'POST', '/api/transactions/retry', {
      ...declined,
      remark: 'decline please',
    });
    expect(res.json()).toMatchObject({ responseCode: 400, message: PARTNER_DECLINED });
    expect(await statusOf(declined.paymentId)).toBe('cancelled');
  });
});
