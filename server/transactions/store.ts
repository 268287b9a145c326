// The transactions table in the spec's shape (spec 3 section 3, 'partnrReceivableStatus' spelt so), and its status changes.
import type { Queryable } from '../db/db';

type Data = Record<string, unknown>;

interface Row {
  payment_id: string;
  client_id: string;
  client_name: string | null;
  client_invoice_id: string;
  invoice_id: string;
  payment_request_date: Date | string;
  payer: Data;
  payout_status: string;
  payout_currency: string;
  payout_amount: string | null;
  payout_account_id: string | null;
  receivable_status: string;
  expected_amount: string;
  currency: string;
  reason: string | null;
  remarks: string | null;
  partner_id: string;
  purpose_code: string;
  purpose_description: string;
  quote: Data;
}

const amount = (value: string | null) => (value === null ? null : Number(value));

/** One row as the spec's transaction. */
const transactionOf = (row: Row): Data => ({
  paymentId: row.payment_id,
  clientInvoiceId: row.client_invoice_id,
  invoiceId: row.invoice_id,
  paymentRequestDate: new Date(row.payment_request_date).getTime(),
  clientId: row.client_id,
  clientName: row.client_name,
  payerDetails: row.payer,
  payoutDetail: {
    partnerStatus: row.payout_status,
    payoutCurrency: row.payout_currency,
    payoutAmount: amount(row.payout_amount),
    payoutAccountId: row.payout_account_id,
  },
  partnrReceivableStatus: row.receivable_status,
  expectedAmount: amount(row.expected_amount),
  currency: row.currency,
  reason: row.reason,
  remarks: row.remarks,
  partnerId: row.partner_id,
  purposeCode: { purposeCode: row.purpose_code, description: row.purpose_description },
  quoteDetail: row.quote,
});

const SELECT = `SELECT t.*, COALESCE(o.basic->>'businessLegalName', c.client_name) AS client_name
  FROM transactions t JOIN clients c ON c.client_id = t.client_id LEFT JOIN onboarding o ON o.client_id = t.client_id`;

/** Payments requested in [start, end], newest first; one client's or, with none given, every client's. */
export async function listTransactions(
  db: Queryable,
  range: { start: Date; end: Date },
  clientId: string | undefined,
): Promise<Data[]> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE t.payment_request_date BETWEEN $1 AND $2 AND ($3::text IS NULL OR t.client_id = $3)
      ORDER BY t.payment_request_date DESC, t.payment_id`,
    [range.start, range.end, clientId ?? null],
  );
  return rows.map(transactionOf);
}

/** The payout of one client's payment and invoice, locked for the rest of the transaction; undefined when none. */
export async function lockPayout(
  tx: Queryable,
  ids: { clientId: string; invoiceId: string; paymentId: string },
): Promise<{ payoutStatus: string; partnerId: string } | undefined> {
  const { rows } = await tx.query<{ payout_status: string; partner_id: string }>(
    `SELECT payout_status, partner_id FROM transactions
      WHERE payment_id = $1 AND client_id = $2 AND invoice_id = $3 FOR UPDATE`,
    [ids.paymentId, ids.clientId, ids.invoiceId],
  );
  return rows[0] && { payoutStatus: rows[0].payout_status, partnerId: rows[0].partner_id };
}

/** Who changed a payout: the admin's user and role; none for the partner's own settlement. */
export interface PayoutActor {
  userId: string;
  roleName: string;
}

/** Sets a payout's status, with the reason or remark that came with the change, and records who changed it and when. */
export async function setPayoutStatus(
  tx: Queryable,
  paymentId: string,
  status: string,
  note: { reason?: string; remarks?: string } = {},
  by?: PayoutActor,
): Promise<void> {
  await tx.query(
    `UPDATE transactions SET payout_status = $2, reason = COALESCE($3, reason), remarks = COALESCE($4, remarks),
            updated_at = now() WHERE payment_id = $1`,
    [paymentId, status, note.reason ?? null, note.remarks ?? null],
  );
  await tx.query(
    'INSERT INTO payout_events (payment_id, payout_status, note, user_id, user_role) VALUES ($1, $2, $3, $4, $5)',
    [paymentId, status, note.reason ?? note.remarks ?? null, by?.userId ?? null, by?.roleName ?? null],
  );
}

/** Records the client's bank account a payout was (re)sent to. */
export async function setPayoutAccount(tx: Queryable, paymentId: string, accountId: string | null): Promise<void> {
  await tx.query('UPDATE transactions SET payout_account_id = $2 WHERE payment_id = $1', [paymentId, accountId]);
}
