// Dashboards: a client's totals, counts, monthly receipts, rates and latest requests match a small known data set
// (own client only, in the roles that have them), the Document manager's and the Admin's counts, and each audience.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboard } from '../dashboards/admin';
import { clientDashboard } from '../dashboards/client';
import type { Db } from '../db/db';
import { moveStatus } from '../payment-requests/store';
import { tokenFor } from '../testing/test-app';
import { addPayer, addRequest, approvedClient, bothConsoles } from '../testing/test-money';
import { call } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let close: () => Promise<void>;
const NOW = new Date('2026-11-20T06:00:00Z');
const CLIENT = 'CLDASH1';

/** A request of the test client created at `at`, moved through `moves` (status, when, figures). */
async function request(
  payerId: string,
  at: string,
  amount: string,
  currency: string,
  moves: [string, string, Record<string, string>?][],
) {
  const requestId = await addRequest(db, {
    clientId: CLIENT,
    payerId,
    invoiceNumber: `D-${at}-${amount}`,
    invoiceDate: at.slice(0, 10),
    shippingBillNumber: 'SB1',
    amount,
    currency,
    hsCodes: ['61091000'],
    at: new Date(at),
  });
  await db.transaction(async (tx) => {
    let from = 'requested';
    for (const [to, when, changes] of moves) {
      await moveStatus(tx, requestId, [from as never], to as never, {}, changes ?? {}, new Date(when));
      from = to;
    }
  });
  return requestId;
}

beforeAll(async () => {
  ({ db, client, admin, close } = await bothConsoles());
  await approvedClient(
    db,
    CLIENT,
    'Dashboard Test Exports',
    [
      ['USDASH1', 'dash-exporter@demo.test', '9876599001', 'Client Exporter'],
      ['USDASH2', 'dash-papers@demo.test', '9876599002', 'Document manager'],
    ],
    '2026-01-05T00:00:00Z',
  );
  const payerId = await addPayer(db, CLIENT, { payerName: 'Known Buyer LLC' });
  const quoted = (received: string, currency: string, rate: string, fee: string, inr: string) => ({
    receivedAmount: received,
    receivedCurrency: currency,
    fxRate: rate,
    fee,
    inrAmount: inr,
  });
  // Paid out this month: 1000.00 USD at 83.000000 (83000.00 INR), fee 500.00, 82500.00 paid out.
  await request(payerId, '2026-11-02T05:00:00Z', '1000.00', 'USD', [
    ['received', '2026-11-03T05:00:00Z', quoted('1000.00', 'USD', '83.000000', '500.00', '82500.00')],
    ['quoted', '2026-11-03T06:00:00Z'],
    ['payout_initiated', '2026-11-03T07:00:00Z'],
    ['paid_out', '2026-11-04T07:00:00Z'],
  ]);
  // Paid out in March: 200.50 EUR at 90.100000 (18065.05 INR), fee 65.05, 18000.00 paid out.
  await request(payerId, '2026-03-01T05:00:00Z', '200.50', 'EUR', [
    ['received', '2026-03-10T05:00:00Z', quoted('200.50', 'EUR', '90.100000', '65.05', '18000.00')],
    ['quoted', '2026-03-10T06:00:00Z'],
    ['payout_initiated', '2026-03-10T07:00:00Z'],
    ['paid_out', '2026-03-11T07:00:00Z'],
  ]);
  // Received and quoted this month, not yet paid out: 500.00 USD at 84.000000 (42000.00 INR).
  await request(payerId, '2026-11-10T05:00:00Z', '500.00', 'USD', [
    ['received', '2026-11-11T05:00:00Z', quoted('500.00', 'USD', '84.000000', '250.00', '41750.00')],
    ['quoted', '2026-11-11T06:00:00Z'],
  ]);
  // Received last year (outside this year but inside the twelve months): 100.00 USD at 82.000000.
  await request(payerId, '2025-12-01T05:00:00Z', '100.00', 'USD', [
    ['received', '2025-12-02T05:00:00Z', quoted('100.00', 'USD', '82.000000', '50.00', '8150.00')],
    ['quoted', '2025-12-02T06:00:00Z'],
    ['payout_initiated', '2025-12-02T07:00:00Z'],
    ['paid_out', '2025-12-03T07:00:00Z'],
  ]);
  // Only requested.
  await request(payerId, '2026-11-15T05:00:00Z', '75.00', 'GBP', []);
});
afterAll(() => close());

describe('a client dashboard over a known data set', () => {
  it('sums received and paid out this month and this year in INR, exactly', async () => {
    const { totals } = await clientDashboard(db, CLIENT, NOW);
    expect(totals).toEqual({
      receivedMonth: '125000.00',
      receivedYear: '143065.05',
      paidOutMonth: '82500.00',
      paidOutYear: '100500.00',
      feesYear: '565.05',
      requests: 5,
    });
  });

  it('counts requests by status, monthly receipts by currency over twelve months, average rates and fees', async () => {
    const dashboard = await clientDashboard(db, CLIENT, NOW);
    expect(dashboard.byStatus).toEqual([
      { status: 'paid_out', count: 3 },
      { status: 'quoted', count: 1 },
      { status: 'requested', count: 1 },
    ]);
    expect(dashboard.monthly).toEqual([
      { month: '2025-12', currency: 'USD', amount: '8200.00' },
      { month: '2026-03', currency: 'EUR', amount: '18065.05' },
      { month: '2026-11', currency: 'USD', amount: '125000.00' },
    ]);
    expect(dashboard.rates).toEqual([
      { currency: 'EUR', averageRate: '90.1000', received: '200.50', fees: '65.05' },
      { currency: 'USD', averageRate: '83.2500', received: '1600.00', fees: '800.00' },
    ]);
    expect(dashboard.latest.map((row) => row.amount)).toEqual(['75.00', '500.00', '1000.00', '200.50', '100.00']);
    expect(dashboard.state).toEqual({ clientStatus: 'Approved', approvedOn: '2026-01-05T00:00:00.000Z' });
  });

  it('leaves a month out of the twelve once it is older', async () => {
    const dashboard = await clientDashboard(db, CLIENT, new Date('2026-12-20T06:00:00Z'));
    expect(dashboard.monthly[0].month).toBe('2026-03');
    expect(dashboard.totals.receivedMonth).toBe('0.00');
  });
});

describe('dashboard routes', () => {
  it('answers a client user its own client only', async () => {
    const token = await tokenFor(db, 'dash-exporter@demo.test', 'client');
    const res = await call(client, token, 'GET', '/api/dashboard/client');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totals.requests).toBe(5);
    const other = await call(
      client,
      await tokenFor(db, 'exporter@demo.test', 'client'),
      'GET',
      '/api/dashboard/client',
    );
    expect(other.json().data.latest.map((row: { invoiceNumber: string }) => row.invoiceNumber)).not.toContain(
      'D-2026-11-15T05:00:00Z-75.00',
    );
  });

  it("gives the after-login routing the count of the client's payment requests (spec 1 section 4.2)", async () => {
    const token = await tokenFor(db, 'dash-exporter@demo.test', 'client');
    expect((await call(client, token, 'GET', '/api/shipments/count')).json().data).toBe(5);
  });

  it("answers the Document manager its client's shipments and documents, not the receivables", async () => {
    const token = await tokenFor(db, 'dash-papers@demo.test', 'client');
    const res = await call(client, token, 'GET', '/api/dashboard/documents');
    expect(res.json().data.totals).toEqual({ shipments: 5, documents: 0 });
    expect((await call(client, token, 'GET', '/api/dashboard/client')).statusCode).toBe(403);
    const exporter = await tokenFor(db, 'dash-exporter@demo.test', 'client');
    expect((await call(client, exporter, 'GET', '/api/dashboard/documents')).statusCode).toBe(403);
  });

  it("gives the Admin every client's counts, and a request's move changes them", async () => {
    const token = await tokenFor(db, 'admin@demo.test', 'admin');
    const before = (await call(admin, token, 'GET', '/api/dashboard/admin')).json().data;
    expect(before.clientsByStatus.find((row: { status: string }) => row.status === 'Approved').count).toBeGreaterThan(
      0,
    );
    const waiting = await db.query<{ financing: number; reversals: number }>(
      `SELECT (SELECT count(*)::int FROM financing WHERE status = 'Requested') AS financing,
              (SELECT count(*)::int FROM reversals WHERE status = 'REVERSAL_INPROGRESS') AS reversals`,
    );
    expect(before.waiting).toMatchObject({
      financingRequested: waiting.rows[0].financing,
      reversalsInProgress: waiting.rows[0].reversals,
    });
    const requested = (status: { status: string; count: number }[]) =>
      status.find((row) => row.status === 'requested')?.count ?? 0;
    const { rows } = await db.query<{ request_id: string }>(
      `SELECT request_id FROM payment_requests WHERE client_id = $1 AND status = 'requested'`,
      [CLIENT],
    );
    await db.transaction((tx) => moveStatus(tx, rows[0].request_id, ['requested'], 'cancelled'));
    const after = await adminDashboard(db, new Date());
    expect(requested(after.requestsByStatus)).toBe(requested(before.requestsByStatus) - 1);
    expect(
      (await call(client, await tokenFor(db, 'exporter@demo.test', 'client'), 'GET', '/api/dashboard/admin'))
        .statusCode,
    ).toBe(403);
  });
});
