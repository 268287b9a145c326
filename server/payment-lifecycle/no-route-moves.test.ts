// No route lets a caller mark a payment received, quoted or paid out: every write route of both consoles, called by a
// client user and by the Admin with a body that claims those states for a new request, leaves the request requested.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createPayer } from '../payers/store';
import { createRequest, getRequest, requestEvents } from '../payment-requests/store';
import { bearer, testApp, tokenFor } from '../testing/test-app';

let db: Db;
const apps: Record<'client' | 'admin', FastifyInstance> = {} as never;
let requestId: string;

beforeAll(async () => {
  ({ app: apps.client, db } = await testApp());
  ({ app: apps.admin } = await testApp({ console: 'admin', db }));
  requestId = await db.transaction(async (tx) => {
    const payerId = await createPayer(tx, 'CL1001', {
      payerName: 'Claiming Buyer',
      email: 'claims@example.com',
      mobileCode: '+1',
      mobile: '2025550199',
      country: 'US',
      address1: '9 Elm Street',
      address2: null,
      city: 'Austin',
      state: 'Texas',
      pincode: '73301',
      active: true,
    });
    const created = await createRequest(tx, {
      clientId: 'CL1001',
      kind: 'goods',
      payerId,
      invoiceNumber: 'CLAIM-1',
      invoiceDate: '2026-11-01',
      purposeCode: 'P0102',
      amount: '100.00',
      currency: 'USD',
      dueDate: '2026-12-31',
    });
    return created.requestId;
  });
});
afterAll(async () => {
  await apps.client.close();
  await apps.admin.close();
  await db.close();
});

/** A body claiming the payment's later states, in the spec's and the table's spellings. */
const claim = (status: string) => ({
  requestId,
  clientId: 'CL1001',
  status,
  requestStatus: status,
  receivedAmount: 100,
  receivedCurrency: 'USD',
  inrAmount: 8325,
  paymentId: 'PAY1',
  partnerStatus: 'settled',
});

describe('no route moves a payment on', () => {
  it.each([
    ['client', 'exporter@demo.test'],
    ['admin', 'admin@demo.test'],
  ] as const)('every write route of the %s console, as %s', async (kind, email) => {
    const app = apps[kind];
    const writes = app.registeredRoutes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        .map((method) => ({
          method,
          url: route.url.replace(/:[A-Za-z]+/g, (name) => (name === ':requestId' ? requestId : 'x')),
        })),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const { method, url } of writes)
      for (const status of ['received', 'quoted', 'payout_initiated', 'paid_out']) {
        const token = await tokenFor(db, email, kind);
        await app.inject({ method: method as 'POST', url, headers: bearer(token), payload: claim(status) });
      }
    expect((await getRequest(db, requestId, null))!.status).toBe('requested');
    expect((await requestEvents(db, requestId)).map((event) => event.status)).toEqual(['requested']);
  });
});
