// The e-FIRA download: the client's own paid-out request's PDF, nothing of another client's, a clear refusal before
// the payout has settled; the Admin names the client.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { getRequest } from '../payment-requests/store';
import { bearer, testApp, tokenFor } from '../testing/test-app';
import { addPayer, addRequest, drainJobs } from '../testing/test-money';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let paidOut: string;
let waiting: string;

beforeAll(async () => {
  ({ app: client, db } = await testApp());
  ({ app: admin } = await testApp({ console: 'admin', db }));
  const payerId = await addPayer(db, 'CL1001', {
    payerName: 'Efira Buyer',
    email: 'efira@example.com',
    mobileCode: '+44',
    mobile: '2071234567',
    country: 'GB',
    address1: '41 Old Street',
    city: 'London',
    state: 'Greater London',
    pincode: 'EC1V 9HX',
  });
  const request = (invoiceNumber: string) =>
    addRequest(db, { clientId: 'CL1001', payerId, invoiceNumber, amount: '1500.00', currency: 'GBP' }, true);
  paidOut = await request('EF-1');
  await drainJobs(db);
  waiting = await request('EF-2');
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

const get = async (app: FastifyInstance, email: string, url: string) =>
  (await app.inject({ method: 'GET', url, headers: bearer(await tokenFor(db, email, app.console)) })).json();

describe('GET /api/payment-requests/:requestId/efira and its file', () => {
  it('lists the client’s paid-out request’s e-FIRA and gives it as a PDF', async () => {
    const paid = (await getRequest(db, paidOut, 'CL1001'))!;
    const list = await get(client, 'exporter@demo.test', `/api/payment-requests/${paidOut}/efira`);
    expect(list).toEqual({
      responseCode: 200,
      message: expect.any(String),
      data: [
        {
          efiraNumber: `EF-${paid.reference}`,
          inrAmount: paid.inrAmount,
          issuedAt: expect.any(String),
          documentData: {
            documentId: paid.efiraDocumentId,
            documentName: `e-fira-${paid.reference.toLowerCase()}.pdf`,
          },
        },
      ],
    });
    const res = await get(client, 'exporter@demo.test', `/api/payment-requests/${paidOut}/efira/file`);
    const pdf = Buffer.from(res.data.replace('data:application/pdf;base64,', ''), 'base64').toString('latin1');
    expect(pdf).toContain(`(EF-${paid.reference})`);
    expect(pdf).toContain('(Efira Buyer)');
  });

  it('lists none and refuses the file before the payout has settled, and finds nothing of another client’s', async () => {
    expect((await get(client, 'exporter@demo.test', `/api/payment-requests/${waiting}/efira`)).data).toEqual([]);
    expect(await get(client, 'exporter@demo.test', `/api/payment-requests/${waiting}/efira/file`)).toEqual({
      responseCode: 409,
      message: 'The e-FIRA is issued once the payout has settled',
      data: null,
    });
    expect(await get(client, 'importer@demo.test', `/api/payment-requests/${paidOut}/efira/file`)).toMatchObject({
      responseCode: 404,
      message: 'Payment request not found',
    });
  });

  it('the Admin names the client', async () => {
    expect(
      (await get(admin, 'admin@demo.test', `/api/payment-requests/${paidOut}/efira/file?clientId=CL1001`)).responseCode,
    ).toBe(200);
    expect(
      (await get(admin, 'admin@demo.test', `/api/payment-requests/${paidOut}/efira?clientId=CL1002`)).responseCode,
    ).toBe(404);
    expect((await get(admin, 'admin@demo.test', `/api/payment-requests/${paidOut}/efira`)).responseCode).toBe(400);
  });
});
