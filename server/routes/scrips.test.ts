// Manage Scrip: the job applies for a RoDTEP scrip on each paid-out goods shipment with a shipping bill, once, at its
// chapter's rate of the INR it brought (exact to the paisa); the list is the caller's client's, for the menu's roles.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { enqueueJob, runNextJob } from '../jobs/jobs';
import { moveStatus } from '../payment-requests/store';
import { EARN_SCRIPS, earnScrips } from '../scrips/earn-job';
import { openTestDb, testApp, tokenFor } from '../testing/test-app';
import { addPayer, addRequest, approvedClient } from '../testing/test-money';
import { call } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;
const CLIENT = 'CLSCRIP1';

/** A goods request of the test client, paid out with these INR figures when `paid`. */
async function shipment(payerId: string, hsCode: string, shippingBill: string | null, paid: boolean) {
  const requestId = await addRequest(db, {
    clientId: CLIENT,
    payerId,
    invoiceNumber: `S-${hsCode}-${shippingBill}-${paid}`,
    invoiceDate: '2026-10-01',
    shippingBillNumber: shippingBill,
    shippingBillDate: '2026-10-02',
    portOfLoading: 'INNSA1',
    hsCodes: [hsCode],
  });
  if (paid)
    await db.transaction(async (tx) => {
      const figures = { receivedAmount: '1000.00', receivedCurrency: 'USD', fxRate: '83.333333' };
      await moveStatus(tx, requestId, ['requested'], 'received', {}, figures);
      await moveStatus(tx, requestId, ['received'], 'quoted', {}, { fee: '333.33', inrAmount: '83000.00' });
      await moveStatus(tx, requestId, ['quoted'], 'payout_initiated');
      await moveStatus(tx, requestId, ['payout_initiated'], 'paid_out');
    });
  return requestId;
}

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  await approvedClient(db, CLIENT, 'Scrip Test Exports', [
    ['USSCRIP1', 'scrip-importer@demo.test', '9876599101', 'Client Importer'],
    ['USSCRIP2', 'scrip-service@demo.test', '9876599102', 'Service Exporter'],
  ]);
  const payerId = await addPayer(db, CLIENT, {
    payerName: 'Scrip Buyer GmbH',
    email: 'buyer@example.de',
    mobileCode: '+49',
    mobile: '301234567',
    country: 'DE',
    address1: '1 Hauptstrasse',
    city: 'Berlin',
    state: 'Berlin',
    pincode: '10115',
  });
  await shipment(payerId, '61091000', 'SB-6109', true);
  await shipment(payerId, '99999999', 'SB-9999', true);
  await shipment(payerId, '61091000', null, true);
  await shipment(payerId, '61091000', 'SB-UNPAID', false);
});
afterAll(async () => {
  await client.close();
  await db.close();
});

const ourScrips = async () =>
  (
    await db.query<{ shipping_bill_number: string; fob_inr: string; rate_percent: string; amount: string }>(
      `SELECT shipping_bill_number, fob_inr::text, rate_percent::text, amount::text FROM scrips
        WHERE client_id = $1 ORDER BY shipping_bill_number`,
      [CLIENT],
    )
  ).rows;

describe('the scrip job', () => {
  it('applies once for each paid-out goods shipment with a shipping bill, at its rate, exactly', async () => {
    await enqueueJob(db, EARN_SCRIPS, {});
    const handlers = { [EARN_SCRIPS]: earnScrips(3600) };
    while (await runNextJob(db, handlers));
    await enqueueJob(db, EARN_SCRIPS, {});
    while (await runNextJob(db, handlers));
    expect(await ourScrips()).toEqual([
      // 83000.00 + 333.33 = 83333.33 INR; 4.3% of it is 3583.33 (3583.33319 rounded); 0.8% is 666.67 (666.66664).
      { shipping_bill_number: 'SB-6109', fob_inr: '83333.33', rate_percent: '4.300', amount: '3583.33' },
      { shipping_bill_number: 'SB-9999', fob_inr: '83333.33', rate_percent: '0.800', amount: '666.67' },
    ]);
    const next = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND status = 'queued'`,
      [EARN_SCRIPS],
    );
    expect(next.rows[0].n).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/scrips', () => {
  it("lists the caller's client's scrips, in the roles whose menu has Manage Scrip", async () => {
    const token = await tokenFor(db, 'scrip-importer@demo.test', 'client');
    const res = await call(client, token, 'GET', '/api/scrips');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((row: { shippingBillNumber: string }) => row.shippingBillNumber)
        .sort(),
    ).toEqual(['SB-6109', 'SB-9999']);
    expect(res.json().data[0]).toMatchObject({ scheme: 'RoDTEP', status: 'applied', shippingBillDate: '2026-10-02' });
    const other = await call(client, await tokenFor(db, 'exporter@demo.test', 'client'), 'GET', '/api/scrips');
    expect(other.json().data.map((row: { shippingBillNumber: string }) => row.shippingBillNumber)).not.toContain(
      'SB-6109',
    );
    expect((await call(client, token, 'GET', '/api/scrips?clientId=CL1001')).statusCode).toBe(403);
    const service = await tokenFor(db, 'scrip-service@demo.test', 'client');
    expect((await call(client, service, 'GET', '/api/scrips')).statusCode).toBe(403);
  });
});
