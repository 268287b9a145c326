// Start Shipment and Receive Payments: the wizard's choices are the client's own, a shipment and a service request
// are checked with the wizards' forms and the client's choices (messages word for word), created with their first
// event and listed by kind; the detail says where the payer pays; the e-mail goes through the outbox with the
// invoice attached; a shipment is offered for financing once; every route keeps to its roles and the caller's client,
// and the Admin reads the requests of the client it names.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { call, multipart, signIn } from '../testing/test-onboarding';
import { bothConsoles } from '../testing/test-money';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let close: () => Promise<void>;
let exporter: string;
let importer: string;
let service: string;
let freelancer: string;
let adminToken: string;

/** A request as the list answers it. */
type Row = { requestId: string; invoiceNumber: string; kind: string };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  ({ db, client, admin, close } = await bothConsoles());
  exporter = await signIn(db, 'exporter@demo.test', 'client');
  importer = await signIn(db, 'importer@demo.test', 'client');
  service = await signIn(db, 'service@demo.test', 'client');
  freelancer = await signIn(db, 'freelancer@demo.test', 'client');
  adminToken = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(() => close());

const upload = async (token: string, documentType = 'INV', content = PDF) => {
  const body = multipart({ documentType }, [{ name: 'invoice.pdf', content }]);
  return client.inject({
    method: 'POST',
    url: '/api/payment-requests/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
};
const invoiceOf = async (token: string) => (await upload(token)).json().data as { documentId: string };

let invoices = 0;
const shipment = async (change: Record<string, Record<string, unknown>> = {}) => ({
  shipment: {
    payerId: 'PYR100101',
    invoiceNumber: `KTX-${++invoices}-${Date.now()}`,
    invoiceDate: '2026-11-02',
    dueDate: '2026-12-31',
    shippingBillNumber: '1234567',
    shippingBillDate: '2026-11-03',
    portOfLoading: 'INNSA1',
    hsCodes: ['52081110'],
    incoterm: 'FOB',
    purposeCode: 'P0102',
    ...change.shipment,
  },
  amount: { amount: 12500.5, currency: 'USD', ...change.amount },
  documents: {
    commercialInvoice: { ...(await invoiceOf(exporter)), documentName: 'invoice.pdf' },
    ...change.documents,
  },
});

describe('payment requests', () => {
  it("offers the client's own choices for its kind", async () => {
    const goods = (await call(client, exporter, 'GET', '/api/payment-requests/choices')).json().data;
    expect(goods.payers.map((c: { value: string }) => c.value)).toContain('PYR100101');
    expect(goods.payers.map((c: { value: string }) => c.value)).not.toContain('PYR100105');
    expect(goods.hsCodes.map((c: { value: string }) => c.value)).toEqual(['52081110', '61091000']);
    expect(goods.currencies.map((c: { value: string }) => c.value)).toEqual(['EUR', 'GBP', 'USD']);
    expect(goods.purposeCodes.every((c: { value: string }) => c.value.startsWith('P01'))).toBe(true);
    const services = (await call(client, service, 'GET', '/api/payment-requests/choices')).json().data;
    expect(services.hsCodes).toEqual([]);
    expect(services.purposeCodes.map((c: { value: string }) => c.value)).toContain('P0802');
    expect(services.purposeCodes.map((c: { value: string }) => c.value)).not.toContain('P0102');
  });

  it('records a shipment with its first event, exact amount and documents, listed for goods only', async () => {
    const answer = await call(client, exporter, 'POST', '/api/shipments', await shipment());
    expect(answer.statusCode).toBe(200);
    const { requestId, reference } = answer.json().data;
    expect(answer.json().message).toBe(`Payment request ${reference} created successfully`);
    const detail = (await call(client, exporter, 'GET', `/api/payment-requests/${requestId}`)).json().data;
    expect(detail).toMatchObject({
      status: 'Requested',
      state: 'requested',
      amount: '12500.50',
      hsCodesText: '52081110',
    });
    expect(detail.documents).toMatchObject([{ role: 'commercial_invoice', title: 'Commercial Invoice' }]);
    expect(detail.payTo.note).toBe('Your payer pays into this USD account and quotes the reference.');
    expect(detail.payTo.accounts.length).toBeGreaterThan(0);
    const events = (await call(client, exporter, 'GET', `/api/payment-requests/${requestId}/events`)).json().data;
    expect(events).toMatchObject([{ seq: 1, status: 'Requested', note: 'Created by exporter@demo.test' }]);
    const list = (await call(client, exporter, 'GET', '/api/payment-requests')).json().data;
    expect(list.map((row: { requestId: string }) => row.requestId)).toContain(requestId);
    expect(list.every((row: { kind: string }) => row.kind === 'goods')).toBe(true);
  });

  it.each([
    [
      { shipment: { invoiceDate: '2999-01-01', shippingBillDate: '2999-01-01' } },
      400,
      'Invoice date cannot be in the future',
    ],
    [{ shipment: { dueDate: '2026-11-01' } }, 400, 'Due date cannot be before the invoice date'],
    [{ shipment: { shippingBillNumber: '12' } }, 400, 'Please enter the 7-digit Shipping Bill Number'],
    [{ shipment: { payerId: 'PYR100105' } }, 400, 'Please select an active payer'],
    [{ shipment: { payerId: 'PYR100201' } }, 400, 'Please select an active payer'],
    [{ shipment: { hsCodes: ['09041100'] } }, 400, 'Please select HS codes from your own HS codes'],
    [{ shipment: { purposeCode: 'P0802' } }, 400, 'Please select a purpose code for this kind of payment'],
    [{ amount: { currency: 'JPY' } }, 400, 'Please select one of your allowed currencies'],
    [{ amount: { amount: 0 } }, 400, 'Please enter an amount above 0'],
    [{ amount: { amount: 1.005 } }, 400, 'Please enter at most 2 decimals'],
    [
      { documents: { commercialInvoice: { documentId: 'DOCNOTMINE', documentName: 'x.pdf' } } },
      400,
      'Document not found',
    ],
  ])('refuses %j with %i and its message', async (change, code, words) => {
    const answer = await call(client, exporter, 'POST', '/api/shipments', await shipment(change));
    expect(answer.json().message).toBe(words);
    expect(answer.statusCode).toBe(code);
  });

  it('refuses a shipment without its commercial invoice, and an invoice number used before', async () => {
    const body = await shipment();
    const missing = await call(client, exporter, 'POST', '/api/shipments', { ...body, documents: {} });
    expect(missing.json().message).toBe('Please upload a file');
    expect((await call(client, exporter, 'POST', '/api/shipments', body)).statusCode).toBe(200);
    const again = await call(client, exporter, 'POST', '/api/shipments', {
      ...(await shipment()),
      shipment: body.shipment,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Invoice number ${body.shipment.invoiceNumber} is already used by another request`,
    );
  });

  it('types an upload by its content and knows only the request file types', async () => {
    expect((await upload(exporter, 'INV', Buffer.from('just text'))).json().message).toBe('Invalid file type');
    expect((await upload(exporter, 'GSTIN')).json().message).toBe('Unknown document type');
    expect((await upload(freelancer)).json().message).toBe('Your account activation is in progress.');
  });

  it('records a service request through Receive Payments, and keeps each kind to its roles', async () => {
    const body = {
      invoice: {
        payerId: 'PYR100301',
        invoiceNumber: `ARD-${Date.now()}`,
        invoiceDate: '2026-11-10',
        dueDate: '2026-12-10',
        purposeCode: 'P0802',
        description: 'Website redesign, November',
      },
      amount: { amount: 2400, currency: 'GBP' },
      documents: { commercialInvoice: { ...(await invoiceOf(service)), documentName: 'invoice.pdf' } },
    };
    const created = await call(client, service, 'POST', '/api/receive-payments', body);
    expect(created.statusCode).toBe(200);
    const detail = (
      await call(client, service, 'GET', `/api/payment-requests/${created.json().data.requestId}`)
    ).json();
    expect(detail.data).toMatchObject({
      kind: 'services',
      amount: '2400.00',
      description: 'Website redesign, November',
    });
    expect((await call(client, service, 'POST', '/api/shipments', await shipment())).statusCode).toBe(403);
    expect((await call(client, exporter, 'POST', '/api/receive-payments', body)).statusCode).toBe(403);
    const other = await call(client, exporter, 'GET', `/api/payment-requests/${created.json().data.requestId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Payment request not found');
  });

  it('sends the request to the payer through the outbox with the invoice attached', async () => {
    const { requestId, reference } = (await call(client, exporter, 'POST', '/api/shipments', await shipment())).json()
      .data;
    const sent = await call(client, exporter, 'POST', `/api/payment-requests/${requestId}/send`, {
      email: 'accounts@harrowfinch.example',
      note: 'Thank you for your order.',
    });
    expect(sent.json().message).toBe('Payment request sent to accounts@harrowfinch.example');
    const { rows } = await db.query<{ subject: string; body: string; attachments: { documentName: string }[] }>(
      `SELECT subject, body, attachments FROM outbox WHERE recipient = 'accounts@harrowfinch.example' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0].subject).toContain(reference);
    expect(rows[0].body).toContain(`Please quote the reference ${reference} with your payment.`);
    expect(rows[0].body).toContain('due on 31/12/2026');
    expect(rows[0].attachments).toMatchObject([{ documentName: 'invoice.pdf' }]);
    const foreign = await call(client, importer, 'POST', `/api/payment-requests/${requestId}/send`, {
      email: 'x@example.com',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('offers an unpaid shipment for financing once, as a Requested row', async () => {
    const { requestId } = (await call(client, exporter, 'POST', '/api/shipments', await shipment())).json().data;
    const path = `/api/payment-requests/${requestId}/financing`;
    const offered = await call(client, exporter, 'POST', path, { confirm: true });
    expect(offered.json().message).toBe('Shipment offered for financing');
    const { rows } = await db.query('SELECT status, total_amount::text AS total FROM financing WHERE payment_id = $1', [
      requestId,
    ]);
    expect(rows).toEqual([{ status: 'Requested', total: '12500.50' }]);
    const again = await call(client, exporter, 'POST', path, { confirm: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This shipment is already offered for financing');
    expect((await call(client, service, 'POST', path, { confirm: true })).statusCode).toBe(403);
  });

  it('gives the Admin the requests, a detail and its events of the client it names, of either kind', async () => {
    const list = (path: string) => call(admin, adminToken, 'GET', path);
    const all = (await list('/api/payment-requests?clientId=CL1003')).json().data as Row[];
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(new Set(all.map((row) => row.kind))).toEqual(new Set(['services']));
    expect((await list('/api/payment-requests?clientId=CL1003&kind=goods')).json().data).toEqual([]);
    const unnamed = await list('/api/payment-requests');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('Please select a client');
    const { requestId, invoiceNumber } = all[0];
    const detail = await list(`/api/payment-requests/${requestId}?clientId=CL1003`);
    expect(detail.json().data).toMatchObject({ requestId, invoiceNumber });
    expect(
      (await list(`/api/payment-requests/${requestId}/events?clientId=CL1003`)).json().data.length,
    ).toBeGreaterThan(0);
    // Named under another client, the request is not found.
    expect((await list(`/api/payment-requests/${requestId}?clientId=CL1001`)).statusCode).toBe(404);
    // The Admin only reads: recording a request stays the client's.
    expect((await call(admin, adminToken, 'POST', '/api/shipments', await shipment())).statusCode).toBe(403);
  });

  it("refuses a client user another client's requests, named or not", async () => {
    const theirs = (await call(admin, adminToken, 'GET', '/api/payment-requests?clientId=CL1003')).json().data as Row[];
    const path = `/api/payment-requests/${theirs[0].requestId}`;
    expect((await call(client, exporter, 'GET', '/api/payment-requests?clientId=CL1003')).statusCode).toBe(403);
    expect((await call(client, exporter, 'GET', `${path}?clientId=CL1003`)).statusCode).toBe(403);
    expect((await call(client, exporter, 'GET', `${path}/events?clientId=CL1003`)).statusCode).toBe(403);
    const unnamed = await call(client, exporter, 'GET', path);
    expect(unnamed.statusCode).toBe(404);
    const own = (await call(client, service, 'GET', '/api/payment-requests?clientId=CL1003')).json().data as Row[];
    expect(own.map((row) => row.requestId)).toEqual(theirs.map((row) => row.requestId));
  });
});
