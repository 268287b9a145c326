// A client's payment requests (issue 30, migration 022): created with their first event, listed, read, and moved from
// one status to the next with an event in the same transaction; amounts stay exact decimal strings.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/** The statuses of a request (the money flow's contract). */
export const REQUEST_STATUSES = [
  'requested',
  'received',
  'quoted',
  'payout_initiated',
  'paid_out',
  'failed',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A shipment (goods) or a service invoice. */
export type RequestKind = 'goods' | 'services';

/** A request's files by their role. */
export type RequestDocumentRole = 'commercial_invoice' | 'shipping_bill' | 'bill_of_lading';

/** What creating a request needs; amounts are decimal strings ("1250.50"), dates yyyy-MM-dd. */
export interface NewRequest {
  clientId: string;
  kind: RequestKind;
  payerId: string;
  invoiceNumber: string;
  invoiceDate: string;
  shippingBillNumber?: string | null;
  shippingBillDate?: string | null;
  portOfLoading?: string | null;
  hsCodes?: string[];
  incoterm?: string | null;
  purposeCode: string;
  description?: string | null;
  amount: string;
  currency: string;
  dueDate: string;
  documents?: Partial<Record<RequestDocumentRole, string>>;
  /** When it was created (demo data); now when not given. */
  at?: Date;
}

/** One status move as the request's detail shows it. */
export interface RequestEvent {
  seq: number;
  status: RequestStatus;
  at: string;
  detail: Record<string, unknown> | null;
}

/** A request as read back; decimals as strings, dates yyyy-MM-dd, times ISO. */
export interface PaymentRequest {
  requestId: string;
  clientId: string;
  kind: RequestKind;
  payerId: string;
  payerName: string;
  payerEmail: string;
  invoiceNumber: string;
  invoiceDate: string;
  shippingBillNumber: string | null;
  shippingBillDate: string | null;
  portOfLoading: string | null;
  hsCodes: string[];
  incoterm: string | null;
  purposeCode: string;
  description: string | null;
  amount: string;
  currency: string;
  dueDate: string;
  reference: string;
  status: RequestStatus;
  receivedAmount: string | null;
  receivedCurrency: string | null;
  fxRate: string | null;
  fee: string | null;
  inrAmount: string | null;
  paymentId: string | null;
  efiraDocumentId: string | null;
  createdAt: string;
  updatedAt: string;
  documents: { role: RequestDocumentRole; documentId: string; documentName: string }[];
}

/** The lifecycle's figures a move may set alongside the status. */
export interface RequestChanges {
  receivedAmount?: string;
  receivedCurrency?: string;
  fxRate?: string;
  fee?: string;
  inrAmount?: string;
  paymentId?: string;
  efiraDocumentId?: string;
}

/** Why a move was refused: the request is not in one of the states it may move from (or does not exist). */
export class StatusMoveRefused extends Error {
  constructor(
    readonly requestId: string,
    readonly current: RequestStatus | undefined,
    readonly to: RequestStatus,
  ) {
    super(`payment request ${requestId} may not move from ${current ?? 'nowhere'} to ${to}`);
  }
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference for the buyer to quote: TP and 8 characters no one misreads (no 0/O, 1/I). */
export const newReference = () =>
  `TP${Array.from(randomBytes(8), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;

const dateOnly = (value: Date | string | null) => {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};
const decimal = (value: string | number | null) => (value === null ? null : String(value));

interface Row {
  request_id: string;
  client_id: string;
  kind: RequestKind;
  payer_id: string;
  payer_name: string;
  payer_email: string;
  invoice_number: string;
  invoice_date: Date | string;
  shipping_bill_number: string | null;
  shipping_bill_date: Date | string | null;
  port_of_loading: string | null;
  hs_codes: string[];
  incoterm: string | null;
  purpose_code: string;
  description: string | null;
  amount: string;
  currency: string;
  due_date: Date | string;
  reference: string;
  status: RequestStatus;
  received_amount: string | null;
  received_currency: string | null;
  fx_rate: string | null;
  fee: string | null;
  inr_amount: string | null;
  payment_id: string | null;
  efira_document_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  documents: { role: RequestDocumentRole; documentId: string; documentName: string }[] | null;
}

const requestOf = (row: Row): PaymentRequest => ({
  requestId: row.request_id,
  clientId: row.client_id,
  kind: row.kind,
  payerId: row.payer_id,
  payerName: row.payer_name,
  payerEmail: row.payer_email,
  invoiceNumber: row.invoice_number,
  invoiceDate: dateOnly(row.invoice_date) as string,
  shippingBillNumber: row.shipping_bill_number,
  shippingBillDate: dateOnly(row.shipping_bill_date),
  portOfLoading: row.port_of_loading,
  hsCodes: row.hs_codes,
  incoterm: row.incoterm,
  purposeCode: row.purpose_code,
  description: row.description,
  amount: decimal(row.amount) as string,
  currency: row.currency,
  dueDate: dateOnly(row.due_date) as string,
  reference: row.reference,
  status: row.status,
  receivedAmount: decimal(row.received_amount),
  receivedCurrency: row.received_currency,
  fxRate: decimal(row.fx_rate),
  fee: decimal(row.fee),
  inrAmount: decimal(row.inr_amount),
  paymentId: row.payment_id,
  efiraDocumentId: row.efira_document_id,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  documents: row.documents ?? [],
});

const SELECT = `SELECT r.request_id, r.client_id, r.kind, r.payer_id, p.payer_name, p.email AS payer_email,
    r.invoice_number, r.invoice_date::text AS invoice_date, r.shipping_bill_number,
    r.shipping_bill_date::text AS shipping_bill_date, r.port_of_loading, r.hs_codes, r.incoterm, r.purpose_code,
    r.description, r.amount::text AS amount, r.currency, r.due_date::text AS due_date, r.reference, r.status,
    r.received_amount::text AS received_amount, r.received_currency, r.fx_rate::text AS fx_rate, r.fee::text AS fee,
    r.inr_amount::text AS inr_amount, r.payment_id, r.efira_document_id, r.created_at, r.updated_at,
    (SELECT json_agg(json_build_object('role', l.role, 'documentId', l.document_id, 'documentName', d.document_name)
                     ORDER BY l.role)
       FROM payment_request_documents l JOIN documents d ON d.document_id = l.document_id
      WHERE l.request_id = r.request_id) AS documents
  FROM payment_requests r JOIN payers p ON p.payer_id = r.payer_id`;

/** Writes one event numbered after the request's last. */
async function addEvent(tx: Queryable, requestId: string, status: RequestStatus, detail: unknown, at?: Date) {
  await tx.query(
    `INSERT INTO payment_request_events (request_id, seq, status, at, detail)
     SELECT $1, COALESCE(max(seq), 0) + 1, $2, COALESCE($3::timestamptz, now()), $4
       FROM payment_request_events WHERE request_id = $1`,
    [requestId, status, at ?? null, detail === undefined || detail === null ? null : JSON.stringify(detail)],
  );
}

/**
 * Creates a request (status requested), links its files and writes its first event, in the caller's transaction.
 * The payer must be the client's (the route checks it is active). Answers the new request's id and reference.
 */
export async function createRequest(
  tx: Queryable,
  input: NewRequest,
  detail: Record<string, unknown> = {},
): Promise<{ requestId: string; reference: string }> {
  const requestId = `PRQ${randomBytes(6).toString('hex').toUpperCase()}`;
  const reference = newReference();
  await tx.query(
    `INSERT INTO payment_requests (request_id, client_id, kind, payer_id, invoice_number, invoice_date,
       shipping_bill_number, shipping_bill_date, port_of_loading, hs_codes, incoterm, purpose_code, description, amount,
       currency, due_date, reference, created_at, updated_at)
     SELECT $1, $2, $3, p.payer_id, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::numeric, $15, $16, $17,
            COALESCE($18::timestamptz, now()), COALESCE($18::timestamptz, now())
       FROM payers p WHERE p.payer_id = $4 AND p.client_id = $2`,
    [
      requestId,
      input.clientId,
      input.kind,
      input.payerId,
      input.invoiceNumber,
      input.invoiceDate,
      input.shippingBillNumber ?? null,
      input.shippingBillDate ?? null,
      input.portOfLoading ?? null,
      JSON.stringify(input.hsCodes ?? []),
      input.incoterm ?? null,
      input.purposeCode,
      input.description ?? null,
      input.amount,
      input.currency,
      input.dueDate,
      reference,
      input.at ?? null,
    ],
  );
  for (const [role, documentId] of Object.entries(input.documents ?? {})) {
    if (!documentId) continue;
    await tx.query(
      `INSERT INTO payment_request_documents (request_id, role, document_id)
       SELECT $1, $2, document_id FROM documents WHERE document_id = $3 AND client_id = $4`,
      [requestId, role, documentId, input.clientId],
    );
  }
  await addEvent(tx, requestId, 'requested', detail, input.at);
  return { requestId, reference };
}

/** Filters of a request list; every one optional. */
export interface RequestFilter {
  kind?: RequestKind;
  status?: RequestStatus;
}

/** The client's requests, newest first. */
export async function listRequests(
  db: Queryable,
  clientId: string,
  filter: RequestFilter = {},
): Promise<PaymentRequest[]> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE r.client_id = $1 AND ($2::text IS NULL OR r.kind = $2) AND ($3::text IS NULL OR r.status = $3)
      ORDER BY r.created_at DESC, r.request_id DESC`,
    [clientId, filter.kind ?? null, filter.status ?? null],
  );
  return rows.map(requestOf);
}

/** How many of the client's requests (of a kind, when given) are in each status; every status present. */
export async function countByStatus(
  db: Queryable,
  clientId: string,
  kind?: RequestKind,
): Promise<Record<RequestStatus, number>> {
  const { rows } = await db.query<{ status: RequestStatus; n: number }>(
    `SELECT status, count(*)::int AS n FROM payment_requests
      WHERE client_id = $1 AND ($2::text IS NULL OR kind = $2) GROUP BY status`,
    [clientId, kind ?? null],
  );
  const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<RequestStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** One request; scoped to the client when clientId is given (null: any client's, for jobs and the Admin). */
export async function getRequest(
  db: Queryable,
  requestId: string,
  clientId: string | null,
): Promise<PaymentRequest | undefined> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE r.request_id = $1 AND ($2::text IS NULL OR r.client_id = $2)`, [
    requestId,
    clientId,
  ]);
  return rows[0] && requestOf(rows[0]);
}

/** Every status event of a request, in order. */
export async function requestEvents(db: Queryable, requestId: string): Promise<RequestEvent[]> {
  const { rows } = await db.query<{ seq: number; status: RequestStatus; at: Date | string; detail: never }>(
    'SELECT seq, status, at, detail FROM payment_request_events WHERE request_id = $1 ORDER BY seq',
    [requestId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/**
 * Moves a request to `to` only from one of the states in `from` (the row is locked for the move), sets the
 * lifecycle's figures given in `changes`, and writes the move's event, all in the caller's transaction. Throws
 * StatusMoveRefused, changing nothing, when the request is in another state or does not exist.
 */
export async function moveStatus(
  tx: Queryable,
  requestId: string,
  from: readonly RequestStatus[],
  to: RequestStatus,
  detail: Record<string, unknown> = {},
  changes: RequestChanges = {},
  at?: Date,
): Promise<void> {
  const { rows } = await tx.query<{ status: RequestStatus }>(
    'SELECT status FROM payment_requests WHERE request_id = $1 FOR UPDATE',
    [requestId],
  );
  const current = rows[0]?.status;
  if (!current || !from.includes(current)) throw new StatusMoveRefused(requestId, current, to);
  await tx.query(
    `UPDATE payment_requests SET status = $2, updated_at = COALESCE($3::timestamptz, now()),
            received_amount = COALESCE($4::numeric, received_amount),
            received_currency = COALESCE($5, received_currency), fx_rate = COALESCE($6::numeric, fx_rate),
            fee = COALESCE($7::numeric, fee), inr_amount = COALESCE($8::numeric, inr_amount),
            payment_id = COALESCE($9, payment_id), efira_document_id = COALESCE($10, efira_document_id)
      WHERE request_id = $1`,
    [
      requestId,
      to,
      at ?? null,
      changes.receivedAmount ?? null,
      changes.receivedCurrency ?? null,
      changes.fxRate ?? null,
      changes.fee ?? null,
      changes.inrAmount ?? null,
      changes.paymentId ?? null,
      changes.efiraDocumentId ?? null,
    ],
  );
  await addEvent(tx, requestId, to, detail, at);
}

/** How many payment requests a client has (issue 30: the shipment count an approved client lands by). */
export async function requestCount(db: Queryable, clientId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_requests WHERE client_id = $1',
    [clientId],
  );
  return rows[0].n;
}

/** When a request was paid out, and the name of its e-FIRA document. */
export async function efiraIssue(
  db: Queryable,
  requestId: string,
  documentId: string,
): Promise<{ at: Date; documentName: string } | undefined> {
  const { rows } = await db.query<{ at: Date; document_name: string }>(
    `SELECT e.at, d.document_name FROM payment_request_events e, documents d
      WHERE e.request_id = $1 AND e.status = 'paid_out' AND d.document_id = $2 ORDER BY e.seq DESC LIMIT 1`,
    [requestId, documentId],
  );
  return rows[0] && { at: rows[0].at, documentName: rows[0].document_name };
}
