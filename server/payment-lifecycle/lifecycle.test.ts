// The payment's life through its jobs: every state move with its event, figures in exact decimals, each simulated
// outcome (short-paid, another currency, failed payment, returned payout, no account), the e-FIRA, the admin's retry,
// and a job run twice (or twenty times at once) moving a request once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { runNextJob, type Job } from '../jobs/jobs';
import { getRequest, requestEvents } from '../payment-requests/store';
import { bearer, testApp, tokenFor } from '../testing/test-app';
import { addPayer, addRequest, drainJobs, LIFECYCLE_JOBS } from '../testing/test-money';
import type { FastifyInstance } from 'fastify';
import { RECEIVE_PAYMENT } from './jobs';

let db: Db;
let admin: FastifyInstance;
const payers: Record<string, string> = {};

beforeAll(async () => {
  ({ app: admin, db } = await testApp({ console: 'admin' }));
  // Parentheses in the payer's name, which the e-FIRA's PDF text must escape.
  for (const clientId of ['CL1001', 'CL1004'])
    payers[clientId] = await addPayer(db, clientId, { payerName: 'Lifecycle (Test) Buyer' });
});
afterAll(async () => {
  await admin.close();
  await db.close();
});

let serial = 0;
/** A new request of the client (its invoice number ending in a simulated outcome), its life started. */
const newRequest = (suffix = '', amount = '1000.00', currency = 'USD', clientId = 'CL1001') =>
  addRequest(
    db,
    { clientId, payerId: payers[clientId], invoiceNumber: `LC-${++serial}${suffix}`, amount, currency },
    true,
  );
const drain = () => drainJobs(db);

const statusesOf = async (requestId: string) => (await requestEvents(db, requestId)).map((event) => event.status);
const payoutOf = async (paymentId: string) =>
  (
    await db.query<{ payout_status: string; payout_amount: string; reason: string | null; quote: unknown }>(
      'SELECT payout_status, payout_amount::text, reason, quote FROM transactions WHERE payment_id = $1',
      [paymentId],
    )
  ).rows[0];

describe('the payment’s life', () => {
  it('moves requested -> received -> quoted -> payout_initiated -> paid_out, each step an event with its time', async () => {
    const requestId = await newRequest();
    await drain();
    const request = (await getRequest(db, requestId, 'CL1001'))!;
    expect(request).toMatchObject({
      status: 'paid_out',
      receivedAmount: '1000.00',
      receivedCurrency: 'USD',
      fxRate: '82.958600',
      fee: '250.00',
      inrAmount: '82708.60',
    });
    const events = await requestEvents(db, requestId);
    expect(events.map((event) => event.status)).toEqual([
      'requested',
      'received',
      'quoted',
      'payout_initiated',
      'paid_out',
    ]);
    for (const event of events) expect(Date.parse(event.at)).not.toBeNaN();
    expect(events[2].detail).toMatchObject({ midRate: '83.25', fxRate: '82.9586', grossInr: '82958.60' });
    expect(events.slice(1).map((event) => event.detail?.note)).toEqual([
      'USD 1,000.00 received from the buyer',
      '1 USD = INR 82.9586; fee INR 250.00; INR 82,708.60 to be paid out',
      `Payout ${events[3].detail?.paymentId} sent to the primary INR bank account`,
      `INR 82,708.60 credited; e-FIRA ${events[4].detail?.efiraNumber} issued`,
    ]);
    // The payout is the row /transactions shows, settled, with the quote's exact figures.
    expect(await payoutOf(request.paymentId!)).toEqual({
      payout_status: 'settled',
      payout_amount: '82708.60',
      reason: null,
      quote: { exchangeRate: 82.9586, buyCurrency: 'INR', payoutFee: 250.0, saleCurrency: 'USD' },
    });
    const history = await db.query<{ payout_status: string }>(
      'SELECT payout_status FROM payout_events WHERE payment_id = $1 ORDER BY id',
      [request.paymentId],
    );
    expect(history.rows.map((row) => row.payout_status)).toEqual(['initialized', 'processing', 'settled']);
    // The e-FIRA is a document of the client, listed under /documents.
    const listed = await db.query<{ title: string }>('SELECT title FROM client_documents WHERE document_id = $1', [
      request.efiraDocumentId,
    ]);
    expect(listed.rows).toEqual([{ title: `e-FIRA ${request.reference}` }]);
  });

  it('records a short payment and pays out what arrived', async () => {
    const requestId = await newRequest('-SHORT', '2500.50', 'EUR');
    await drain();
    expect(await getRequest(db, requestId, null)).toMatchObject({
      status: 'paid_out',
      receivedAmount: '2250.45',
      receivedCurrency: 'EUR',
      fxRate: '89.784700',
      fee: '2020.56',
      inrAmount: '200035.42',
    });
  });

  it('quotes a payment that arrived in another currency at that currency’s rate', async () => {
    const requestId = await newRequest('-fx', '1000.00', 'USD');
    await drain();
    const request = (await getRequest(db, requestId, null))!;
    // 1000 USD x 83.25 / 90.10 = 923.973... EUR; at EUR's rate less 0.35%, 1% fee.
    expect(request).toMatchObject({ status: 'paid_out', receivedAmount: '923.97', receivedCurrency: 'EUR' });
    expect(request.fxRate).toBe('89.784700');
  });

  it('fails a payment the buyer’s bank recalled: no quote, no payout', async () => {
    const requestId = await newRequest('-FAIL');
    await drain();
    const request = (await getRequest(db, requestId, null))!;
    expect(request).toMatchObject({ status: 'failed', receivedAmount: null, paymentId: null });
    const events = await requestEvents(db, requestId);
    expect(events.at(-1)).toMatchObject({
      status: 'failed',
      detail: { stage: 'payment', reason: "The buyer's bank recalled the payment" },
    });
  });

  it('fails a returned payout; the admin’s retry moves the request on to paid out with its e-FIRA', async () => {
    const requestId = await newRequest('-RETURN');
    await drain();
    const failed = (await getRequest(db, requestId, null))!;
    expect(failed).toMatchObject({ status: 'failed', efiraDocumentId: null });
    expect(await payoutOf(failed.paymentId!)).toMatchObject({
      payout_status: 'failed',
      reason: 'The beneficiary bank returned the payout',
    });
    const token = await tokenFor(db, 'admin@demo.test', 'admin');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/transactions/retry',
      headers: bearer(token),
      payload: {
        clientId: 'CL1001',
        invoiceId: failed.reference,
        paymentId: failed.paymentId,
        partnerId: 'PTN001',
        remark: 'Beneficiary bank details confirmed',
      },
    });
    expect(res.json()).toMatchObject({ responseCode: 200, message: 'Transaction retry initiated successfully' });
    expect((await getRequest(db, requestId, null))!.status).toBe('payout_initiated');
    await drain();
    const paid = (await getRequest(db, requestId, null))!;
    expect(paid.status).toBe('paid_out');
    expect(paid.efiraDocumentId).toMatch(/^DOC/);
    expect(await statusesOf(requestId)).toEqual([
      'requested',
      'received',
      'quoted',
      'payout_initiated',
      'failed',
      'payout_initiated',
      'paid_out',
    ]);
  });

  it('fails the payout of a client with no primary INR account (CL1004), in the partner’s words', async () => {
    const requestId = await newRequest('', '500.00', 'GBP', 'CL1004');
    await drain();
    const request = (await getRequest(db, requestId, null))!;
    expect(request.status).toBe('failed');
    expect(await payoutOf(request.paymentId!)).toMatchObject({
      payout_status: 'failed',
      reason: 'No primary INR bank account to pay out to',
    });
  });

  it('waits the partner’s delay before looking for the payment', async () => {
    process.env.PAYMENT_RECEIVE_SECONDS = '60';
    try {
      const requestId = await newRequest();
      expect(await runNextJob(db, LIFECYCLE_JOBS)).toBeNull();
      expect((await getRequest(db, requestId, null))!.status).toBe('requested');
      await drain();
    } finally {
      delete process.env.PAYMENT_RECEIVE_SECONDS;
    }
  });
});

describe('idempotent jobs', () => {
  it('a job run twice moves its request once', async () => {
    const requestId = await addRequest(db, { clientId: 'CL1001', payerId: payers.CL1001, amount: '10.00' });
    const job: Job = { id: 0, kind: RECEIVE_PAYMENT, payload: { requestId }, attempts: 0 };
    await db.transaction((tx) => LIFECYCLE_JOBS[RECEIVE_PAYMENT](tx, job));
    await db.transaction((tx) => LIFECYCLE_JOBS[RECEIVE_PAYMENT](tx, job));
    expect(await statusesOf(requestId)).toEqual(['requested', 'received']);
  });

  it('twenty concurrent runs of the same step move the request once and queue its next step once', async () => {
    const requestId = await newRequest();
    await db.query('DELETE FROM jobs WHERE payload->>$1 = $2', ['requestId', requestId]);
    for (let n = 0; n < 20; n++)
      await db.query('INSERT INTO jobs (kind, payload) VALUES ($1, $2)', [
        RECEIVE_PAYMENT,
        JSON.stringify({ requestId }),
      ]);
    await Promise.all(Array.from({ length: 20 }, () => runNextJob(db, LIFECYCLE_JOBS)));
    expect(await statusesOf(requestId)).toEqual(['requested', 'received']);
    const queued = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE payload->>'requestId' = $1 AND kind <> $2",
      [requestId, RECEIVE_PAYMENT],
    );
    expect(queued.rows[0].n).toBe(1);
    await drain();
    expect((await getRequest(db, requestId, null))!.status).toBe('paid_out');
  });
});
