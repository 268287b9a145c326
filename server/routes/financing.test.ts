// Receivables financing: the Admin's list by status with its counts, sending a Requested row to a partner, uploading
// a status document and changing the status; the change-status block and the amount rule against the API, in the
// spec's words; twenty identical requests at once change the row once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { call, multipart, PNG, signIn } from '../testing/test-onboarding';

let db: Db;
let admin: FastifyInstance;
let client: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = await openTestDb();
  admin = (await testApp({ db, console: 'admin' })).app;
  client = (await testApp({ db, console: 'client' })).app;
  token = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  await admin.close();
  await client.close();
  await db.close();
});

type Row = Record<string, unknown> & {
  factoringId: string;
  clientId: string;
  paymentId: string;
  invoiceId: string;
  currency: string;
  status: string;
  outstandingAmount: number;
  factoringStatusHistory: { status: string; comment: string | null; document: unknown }[];
  documents: { documentType: string }[];
};
const list = async (path = '/api/financing') => (await call(admin, token, 'GET', path)).json();
const rowIn = async (status: string, skip = 0) =>
  ((await list()).data.records as Row[]).filter((row) => row.status === status)[skip]!;
const ids = (row: Row) => ({
  clientId: row.clientId,
  factoringId: row.factoringId,
  paymentId: row.paymentId,
  invoiceId: row.invoiceId,
  currency: row.currency,
});
const upload = async (row: Row, documentType: string, name = 'proof.png', content: Buffer = PNG) => {
  const body = multipart({ clientId: row.clientId, paymentId: row.paymentId, documentType }, [{ name, content }]);
  return admin.inject({
    method: 'POST',
    url: '/api/financing/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
};
const change = async (row: Row, status: string, extra: Record<string, unknown> = {}) => {
  const document = (await upload(row, status)).json().data;
  return call(admin, token, 'POST', '/api/financing/status', {
    ...ids(row),
    status: status.replace(/ /g, ''),
    comment: 'Checked with the partner',
    document,
    ...extra,
  });
};

describe('the list', () => {
  it('answers the records, the counts of every status (statusGroup) and OnHold', async () => {
    const answer = await list();
    expect(answer.responseCode).toBe(200);
    const { records, totalCount, statusGroup, OnHold } = answer.data;
    expect(totalCount).toBe(records.length);
    for (const key of ['Requested', 'SentForApproval', 'Approved', 'PartiallyPaid', 'Paid', 'Rejected'])
      expect(statusGroup[key]).toBeGreaterThan(0);
    expect(OnHold).toBeGreaterThan(0);
    const row = records.find((one: Row) => one.status === 'Partially Paid') as Row;
    expect(row).toMatchObject({ clientInvoiceId: expect.any(String), outstandingAmount: 24000, receivedAmount: 40000 });
    expect(row.factoringStatusHistory.map((entry) => entry.status)).toEqual([
      'Requested',
      'Sent For Approval',
      'Approved',
      'Partially Paid',
    ]);
    expect(row.documents.map((entry) => entry.documentType)).toEqual(['Invoice', 'Approved', 'Partially Paid']);
  });

  it('filters by a status with its spaces removed', async () => {
    const answer = await list('/api/financing/list/PartiallyPaid');
    expect(answer.data.records.every((row: Row) => row.status === 'Partially Paid')).toBe(true);
    expect(answer.data.records.length).toBe(answer.data.statusGroup.PartiallyPaid);
    expect((await call(admin, token, 'GET', '/api/financing/list/Nonsense')).statusCode).toBe(400);
  });

  it('is the Admin’s alone', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    expect((await call(client, exporter, 'GET', '/api/financing')).statusCode).toBe(403);
  });

  it('offers the offline partners', async () => {
    const answer = (await call(admin, token, 'GET', '/api/financing/partners')).json();
    expect(answer.data[0]).toEqual({ partnerId: 'FP001', partnerName: 'Drip Capital' });
  });
});

describe('sending to a partner', () => {
  it("needs a partner: 'Partner is required'", async () => {
    const row = await rowIn('Requested');
    const answer = await call(admin, token, 'POST', '/api/financing/send', {
      ...ids(row),
      factoringId: undefined,
      currency: undefined,
      partnerId: '',
      partnerName: 'x',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Partner is required');
  });

  it('moves a Requested row to Sent For Approval with a history row, once', async () => {
    const row = await rowIn('Requested');
    const body = {
      clientId: row.clientId,
      invoiceId: row.invoiceId,
      paymentId: row.paymentId,
      partnerId: 'FP002',
      partnerName: 'Credlix',
    };
    const answer = await call(admin, token, 'POST', '/api/financing/send', body);
    expect(answer.json()).toMatchObject({ responseCode: 200 });
    const again = await call(admin, token, 'POST', '/api/financing/send', body);
    expect(again.json().message).toBe('Transaction is already Sent For Approval');
    const sent = ((await list()).data.records as Row[]).find((one) => one.factoringId === row.factoringId)!;
    expect(sent).toMatchObject({ status: 'Sent For Approval', partnerName: 'Credlix' });
    expect(sent.factoringStatusHistory.at(-1)).toMatchObject({ status: 'Sent For Approval', comment: 'Credlix' });
  });

  it('sends a row once when twenty identical requests come at once', async () => {
    const row = await rowIn('Requested');
    const body = {
      clientId: row.clientId,
      invoiceId: row.invoiceId,
      paymentId: row.paymentId,
      partnerId: 'FP001',
      partnerName: 'Drip Capital',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(admin, token, 'POST', '/api/financing/send', body)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const { rows } = await db.query('SELECT 1 FROM financing_history WHERE factoring_id = $1 AND status = $2', [
      row.factoringId,
      'Sent For Approval',
    ]);
    expect(rows).toHaveLength(1);
  });

  it("refuses another client's ids as not found", async () => {
    const row = await rowIn('Requested');
    const answer = await call(admin, token, 'POST', '/api/financing/send', {
      clientId: 'CL1009',
      invoiceId: row.invoiceId,
      paymentId: row.paymentId,
      partnerId: 'FP001',
      partnerName: 'Drip Capital',
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the status document', () => {
  it("takes jpeg, png and pdf by content: 'Invalid file type', 'File size exceeds 5MB'", async () => {
    const row = await rowIn('Approved');
    expect((await upload(row, 'Paid')).json()).toMatchObject({
      responseCode: 200,
      data: { documentId: expect.any(String) },
    });
    const text = await upload(row, 'Paid', 'fake.png', Buffer.from('not an image at all'));
    expect(text.json().message).toBe('Invalid file type');
    const big = await upload(row, 'Paid', 'big.png', Buffer.concat([PNG, Buffer.alloc(5_000_001)]));
    expect(big.json().message).toBe('File size exceeds 5MB');
  });
});

describe('changing the status', () => {
  it("needs a status, a comment and a document: 'Status is required', 'Please Upload Document'", async () => {
    const row = await rowIn('Approved');
    const document = (await upload(row, 'Approved')).json().data;
    const base = { ...ids(row), status: 'Paid', receivedAmount: 1, comment: 'ok', document };
    for (const [absent, words] of [
      ['status', 'Status is required'],
      ['comment', 'Comment is required'],
      ['document', 'Please Upload Document'],
    ]) {
      const missing = await call(admin, token, 'POST', '/api/financing/status', { ...base, [absent]: undefined });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(words);
    }
    const stranger = await call(admin, token, 'POST', '/api/financing/status', {
      ...base,
      document: { documentId: 'DOC0000', documentName: 'x.png' },
    });
    expect(stranger.json().message).toBe('Please Upload Document');
  });

  // The amount rule (spec 3 section 5), as the dialog's rule table has it (src/rules/financing-rules.test.ts).
  it.each([
    ['above the outstanding amount', 64000, 'Amount should not exceed outstanding amount'],
    ['absent', undefined, 'Amount is required'],
    ['zero', 0, 'Amount should be greater than 0'],
  ])('refuses a Paid amount %s', async (_name, receivedAmount, expected) => {
    const row = await rowIn('Partially Paid');
    const answer = await change(row, 'Paid', { receivedAmount });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(expected);
  });

  // Only Paid and Partially Paid take an amount: a direct call cannot add one to an Approved or Rejected row.
  it.each([
    ['Sent For Approval', 'Approved'],
    ['Approved', 'Rejected'],
  ])('refuses an amount when %s becomes %s, and changes nothing', async (current, next) => {
    const row = await rowIn(current);
    const answer = await change(row, next, { receivedAmount: 500 });
    expect([answer.statusCode, answer.json().message]).toEqual([400, 'Processed Amount does not apply here']);
    const after = ((await list()).data.records as Row[]).find((one) => one.factoringId === row.factoringId)!;
    expect(after).toMatchObject({ status: current, receivedAmount: row.receivedAmount });
    expect(after.factoringStatusHistory).toHaveLength(row.factoringStatusHistory.length);
  });

  // The change-status block (spec 3 section 4) in its three cases.
  it.each([
    ['Paid', 'Rejected', 'Transaction is already Paid'],
    ['Partially Paid', 'Rejected', 'Transaction is already Partially Paid'],
    ['Rejected', 'Approved', 'Transaction is already Rejected'],
    ['Approved', 'Approved', 'Transaction is already Approved'],
  ])('refuses %s -> %s', async (current, next, expected) => {
    const row = await rowIn(current);
    const answer = await change(row, next);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(expected);
  });

  it('marks a row Partially Paid with its amount, history row and document, in one change', async () => {
    const row = await rowIn('Approved');
    const answer = await change(row, 'Partially Paid', { receivedAmount: 1000.5 });
    expect(answer.json()).toMatchObject({ responseCode: 200 });
    const changed = ((await list()).data.records as Row[]).find((one) => one.factoringId === row.factoringId)!;
    expect(changed).toMatchObject({ status: 'Partially Paid', receivedAmount: 1000.5 });
    expect(changed.outstandingAmount).toBe(row.outstandingAmount - 1000.5);
    expect(changed.factoringStatusHistory.at(-1)).toMatchObject({
      status: 'Partially Paid',
      comment: 'Checked with the partner',
      receivedAmount: 1000.5,
    });
    expect(changed.documents.at(-1)).toMatchObject({ documentType: 'Partially Paid' });
  });

  it('changes the row once when twenty identical requests come at once', async () => {
    const row = await rowIn('Sent For Approval');
    const document = (await upload(row, 'Approved')).json().data;
    const body = { ...ids(row), status: 'Approved', comment: 'Sanctioned', document };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(admin, token, 'POST', '/api/financing/status', body)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const { rows } = await db.query('SELECT 1 FROM financing_history WHERE factoring_id = $1 AND status = $2', [
      row.factoringId,
      'Approved',
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('a document', () => {
  it('opens a listed financing document, and nothing else', async () => {
    const row = await rowIn('Paid');
    const documentId = (row.factoringStatusHistory.at(-1)!.document as { documentId: string }).documentId;
    const answer = (await call(admin, token, 'GET', `/api/financing/documents/${documentId}`)).json();
    expect(answer.data).toMatch(/^data:application\/pdf;base64,/);
    expect((await call(admin, token, 'GET', '/api/financing/documents/DOC0000')).statusCode).toBe(404);
  });
});
