// Receivables financing rows (migration 025, spec 3 sections 2.7 and 3): created Requested for a client's shipment or
// invoice, listed in the spec's shape with the status counts, and locked for a send or a status change.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { historyAndDocuments } from './history';

type Data = Record<string, unknown>;

/** What a client offers for financing: one payment request (a goods shipment or an invoice) and its amounts. */
export interface FinancingRequest {
  clientId: string;
  /** The payment the buyer makes; one financing row per client and payment. */
  paymentId: string;
  invoiceId: string;
  /** The invoice number the client gave it. */
  clientInvoiceId: string;
  shipmentId?: string | null;
  invoiceStatus?: string | null;
  /** Exact decimals as text ('125000.00'), never floats. */
  totalAmount: string;
  expectedAmount: string;
  currency: string;
  /** The stored invoice (a row of `documents` of this client), listed first under View Documents. */
  invoiceDocumentId?: string | null;
  /** Who offered it (the history's first row). */
  userId?: string | null;
  /** A fixed id (the seed); a random `FAC…` id otherwise. */
  factoringId?: string;
}

/**
 * Creates the Requested financing row of a client's payment, its first history row and its invoice document, in the
 * caller's transaction. Offering the same payment again changes nothing and answers the existing row (`created` false).
 */
export async function createFinancingRequest(
  tx: Queryable,
  request: FinancingRequest,
): Promise<{ factoringId: string; created: boolean }> {
  const factoringId = request.factoringId ?? `FAC${randomBytes(6).toString('hex').toUpperCase()}`;
  const { rows } = await tx.query<{ factoring_id: string }>(
    `INSERT INTO financing (factoring_id, client_id, payment_id, invoice_id, client_invoice_id, shipment_id,
        invoice_status, total_amount, expected_amount, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::numeric, $10)
     ON CONFLICT (client_id, payment_id) DO NOTHING RETURNING factoring_id`,
    [
      factoringId,
      request.clientId,
      request.paymentId,
      request.invoiceId,
      request.clientInvoiceId,
      request.shipmentId ?? null,
      request.invoiceStatus ?? null,
      request.totalAmount,
      request.expectedAmount,
      request.currency,
    ],
  );
  if (!rows[0]) {
    const existing = await tx.query<{ factoring_id: string }>(
      'SELECT factoring_id FROM financing WHERE client_id = $1 AND payment_id = $2',
      [request.clientId, request.paymentId],
    );
    return { factoringId: existing.rows[0]!.factoring_id, created: false };
  }
  await addHistory(tx, factoringId, { status: 'Requested', userId: request.userId ?? null });
  if (request.invoiceDocumentId) await addDocument(tx, factoringId, request.invoiceDocumentId, 'invoice', null);
  return { factoringId, created: true };
}

/** One status change as the history keeps it. */
export interface HistoryEntry {
  status: string;
  comment?: string | null;
  receivedAmount?: string | null;
  documentId?: string | null;
  userId?: string | null;
}

/** Appends a row's history entry (in the change's transaction). */
export async function addHistory(tx: Queryable, factoringId: string, entry: HistoryEntry): Promise<void> {
  await tx.query(
    `INSERT INTO financing_history (factoring_id, status, comment, received_amount, document_id, user_id)
     VALUES ($1, $2, $3, $4::numeric, $5, $6)`,
    [
      factoringId,
      entry.status,
      entry.comment ?? null,
      entry.receivedAmount ?? null,
      entry.documentId ?? null,
      entry.userId ?? null,
    ],
  );
}

/** Lists a stored file among the row's documents. */
export async function addDocument(
  tx: Queryable,
  factoringId: string,
  documentId: string,
  role: 'invoice' | 'status',
  status: string | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO financing_documents (factoring_id, document_id, role, status) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [factoringId, documentId, role, status],
  );
}

interface Row {
  factoring_id: string;
  client_id: string;
  client_name: string | null;
  payment_id: string;
  invoice_id: string;
  client_invoice_id: string;
  shipment_id: string | null;
  invoice_status: string | null;
  total_amount: string;
  expected_amount: string;
  received_amount: string;
  outstanding_amount: string;
  currency: string;
  status: string;
  partner_id: string | null;
  partner_name: string | null;
  created_at: Date | string;
}

/** Amounts leave as numbers of at most 2 decimals, read from numeric text (no float arithmetic on the way). */
const amount = (value: string) => Number(value);

const rowOf = (row: Row): Data => ({
  factoringId: row.factoring_id,
  clientId: row.client_id,
  clientName: row.client_name,
  paymentId: row.payment_id,
  invoiceId: row.invoice_id,
  clientInvoiceId: row.client_invoice_id,
  shipmentId: row.shipment_id,
  invoiceStatus: row.invoice_status,
  totalAmount: amount(row.total_amount),
  expectedAmount: amount(row.expected_amount),
  receivedAmount: amount(row.received_amount),
  outstandingAmount: amount(row.outstanding_amount),
  currency: row.currency,
  status: row.status,
  partnerId: row.partner_id,
  partnerName: row.partner_name,
  createdAt: new Date(row.created_at).getTime(),
});

const SELECT = `SELECT f.*, f.expected_amount - f.received_amount AS outstanding_amount, p.partner_name,
    COALESCE(o.basic->>'businessLegalName', c.client_name) AS client_name
  FROM financing f JOIN clients c ON c.client_id = f.client_id
  LEFT JOIN onboarding o ON o.client_id = f.client_id
  LEFT JOIN financing_partners p ON p.partner_id = f.partner_id`;

/** The spec's statuses, in the toggle's order. */
export const FINANCING_STATUSES = [
  'Requested',
  'Sent For Approval',
  'Approved',
  'Partially Paid',
  'Paid',
  'Rejected',
  'On Hold',
] as const;

/**
 * Spec 3 section 3: rows of one status (every row when none), newest first, each with its history and documents, and
 * each status's count.
 */
export async function listFinancing(db: Queryable, status: string | null) {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE ($1::text IS NULL OR f.status = $1) ORDER BY f.created_at DESC, f.factoring_id`,
    [status],
  );
  const counts = await db.query<{ status: string; n: string }>(
    'SELECT status, count(*) AS n FROM financing GROUP BY status',
  );
  const count = (name: string) => Number(counts.rows.find((row) => row.status === name)?.n ?? 0);
  const statusGroup: Record<string, number> = {};
  for (const name of FINANCING_STATUSES.filter((name) => name !== 'On Hold'))
    statusGroup[name.replace(/ /g, '')] = count(name);
  const more = await historyAndDocuments(
    db,
    rows.map((row) => row.factoring_id),
  );
  const records = rows.map((row) => {
    const { history, documents } = more.get(row.factoring_id)!;
    return { ...rowOf(row), factoringStatusHistory: history, documents };
  });
  return {
    records,
    totalCount: rows.length,
    statusGroup: { ...statusGroup, All: counts.rows.reduce((sum, row) => sum + Number(row.n), 0) },
    OnHold: count('On Hold'),
  };
}

/** One client's row, locked for the rest of the transaction; undefined when the client has no such row. */
export async function lockFinancing(
  tx: Queryable,
  ids: { clientId: string; factoringId?: string; paymentId: string; invoiceId: string },
): Promise<Data | undefined> {
  const locked = await tx.query<{ factoring_id: string }>(
    `SELECT factoring_id FROM financing WHERE client_id = $1 AND payment_id = $2 AND invoice_id = $3
        AND ($4::text IS NULL OR factoring_id = $4) FOR UPDATE`,
    [ids.clientId, ids.paymentId, ids.invoiceId, ids.factoringId ?? null],
  );
  if (!locked.rows[0]) return undefined;
  const { rows } = await tx.query<Row>(`${SELECT} WHERE f.factoring_id = $1`, [locked.rows[0].factoring_id]);
  return rowOf(rows[0]!);
}

/** Sends a row to a partner: Sent For Approval. */
export async function setPartner(tx: Queryable, factoringId: string, partnerId: string): Promise<void> {
  await tx.query(
    `UPDATE financing SET partner_id = $2, status = 'Sent For Approval', updated_at = now() WHERE factoring_id = $1`,
    [factoringId, partnerId],
  );
}

/** Sets a row's status, adding a processed amount to what was received when one comes. */
export async function setStatus(
  tx: Queryable,
  factoringId: string,
  status: string,
  receivedAmount: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE financing SET status = $2, received_amount = received_amount + COALESCE($3::numeric, 0),
        updated_at = now() WHERE factoring_id = $1`,
    [factoringId, status, receivedAmount],
  );
}

/** The active offline partners, in their order (spec 3 section 3, 'Offline partner'). */
export async function offlinePartners(db: Queryable): Promise<{ partnerId: string; partnerName: string }[]> {
  const { rows } = await db.query<{ partner_id: string; partner_name: string }>(
    'SELECT partner_id, partner_name FROM financing_partners WHERE active ORDER BY sort_order, partner_id',
  );
  return rows.map((row) => ({ partnerId: row.partner_id, partnerName: row.partner_name }));
}

/** Whether the client has a financing row for this payment. */
export async function financingExists(db: Queryable, clientId: string, paymentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM financing WHERE client_id = $1 AND payment_id = $2', [
    clientId,
    paymentId,
  ]);
  return rows.length > 0;
}
