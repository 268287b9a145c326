// The shared request store: a creation writes its first event and links only the client's own files; a move from a
// state not allowed changes nothing; amounts come back as the exact decimals stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb } from '../testing/test-app';
import { addPayer } from '../testing/test-money';
import {
  countByStatus,
  createRequest,
  getRequest,
  listRequests,
  moveStatus,
  requestEvents,
  StatusMoveRefused,
  type NewRequest,
} from './store';

describe('payment request store', () => {
  let db: Db;
  let payerId: string;
  const base = (): NewRequest => ({
    clientId: 'CL1001',
    kind: 'goods',
    payerId,
    invoiceNumber: `INV-${Math.random().toString(36).slice(2, 10)}`,
    invoiceDate: '2026-11-01',
    hsCodes: ['52081110'],
    incoterm: 'FOB',
    purposeCode: 'P0102',
    amount: '1234567.89',
    currency: 'USD',
    dueDate: '2026-12-31',
  });

  beforeAll(async () => {
    db = await openTestDb();
    payerId = await addPayer(db, 'CL1001', { payerName: 'Store Test Buyer' });
  });
  afterAll(() => db.close());

  it('creates a requested request with its first event and exact amount', async () => {
    const { requestId, reference } = await db.transaction((tx) => createRequest(tx, base(), { by: 'test' }));
    expect(reference).toMatch(/^TP[A-HJ-NP-Z2-9]{8}$/);
    const request = await getRequest(db, requestId, 'CL1001');
    expect(request).toMatchObject({ status: 'requested', amount: '1234567.89', payerName: 'Store Test Buyer' });
    expect(request?.hsCodes).toEqual(['52081110']);
    expect(await getRequest(db, requestId, 'CL1002')).toBeUndefined();
    expect(await requestEvents(db, requestId)).toMatchObject([{ seq: 1, status: 'requested', detail: { by: 'test' } }]);
    expect((await listRequests(db, 'CL1001', { kind: 'goods' })).some((r) => r.requestId === requestId)).toBe(true);
    expect((await countByStatus(db, 'CL1001', 'goods')).requested).toBeGreaterThan(0);
  });

  it('refuses a payer of another client', async () => {
    const other = await addPayer(db, 'CL1002', { payerName: 'Store Test Buyer' });
    await expect(db.transaction((tx) => createRequest(tx, { ...base(), payerId: other }))).rejects.toThrow();
  });

  it('links only files of the same client', async () => {
    await db.query(
      `INSERT INTO documents (document_id, client_id, document_type, document_name, content_type, content)
       VALUES ('DOCSTOREA', 'CL1001', 'INV', 'a.pdf', 'application/pdf', '\\x25504446'),
              ('DOCSTOREB', 'CL1002', 'INV', 'b.pdf', 'application/pdf', '\\x25504446')`,
    );
    const mine = await db.transaction((tx) =>
      createRequest(tx, { ...base(), documents: { commercial_invoice: 'DOCSTOREA' } }),
    );
    const theirs = await db.transaction((tx) =>
      createRequest(tx, { ...base(), documents: { commercial_invoice: 'DOCSTOREB' } }),
    );
    expect((await getRequest(db, mine.requestId, null))?.documents).toEqual([
      { role: 'commercial_invoice', documentId: 'DOCSTOREA', documentName: 'a.pdf' },
    ]);
    expect((await getRequest(db, theirs.requestId, null))?.documents).toEqual([]);
  });

  it('moves only from an allowed state, with the figures and an event in one transaction', async () => {
    const { requestId } = await db.transaction((tx) => createRequest(tx, base()));
    await db.transaction((tx) =>
      moveStatus(tx, requestId, ['requested'], 'received', { note: 'in' }, { receivedAmount: '1000.10' }),
    );
    await expect(db.transaction((tx) => moveStatus(tx, requestId, ['requested'], 'received'))).rejects.toBeInstanceOf(
      StatusMoveRefused,
    );
    await expect(db.transaction((tx) => moveStatus(tx, 'PRQNONE', ['requested'], 'received'))).rejects.toBeInstanceOf(
      StatusMoveRefused,
    );
    const request = await getRequest(db, requestId, null);
    expect(request).toMatchObject({ status: 'received', receivedAmount: '1000.10', fee: null });
    expect((await requestEvents(db, requestId)).map((e) => [e.seq, e.status])).toEqual([
      [1, 'requested'],
      [2, 'received'],
    ]);
  });
});
