// Reversals of payments in the spec's shape (spec 3 section 3: the reversal row and detail), and their status moves.
import { randomBytes } from 'node:crypto';
import type { ReversalStatus } from '../../src/rules/reversal-locks';
import type { Queryable } from '../db/db';

type Data = Record<string, unknown>;

/** Who moved a reversal: a user and role; none for the payments partner's own confirmation. */
export interface ReversalActor {
  userId: string;
  roleName: string;
}

interface Row {
  payment_id: string;
  client_id: string;
  client_name: string;
  payment_request_date: Date | string;
  expected_amount: string;
  currency: string;
  partner_id: string;
  payout_account_id: string | null;
  reversal_id: string | null;
  status: ReversalStatus | null;
}

/**
 * The status a client sees ('cstatus'): the client console offers no 'Sent To Reversal', so a reversal the Admin has
 * sent on is still in progress for the client.
 */
export const clientStatusOf = (status: ReversalStatus | null): ReversalStatus | null =>
  status === 'SENT_TO_REVERSAL' ? 'REVERSAL_INPROGRESS' : status;

/** How the payer's money arrived, by its currency's local rail (the simulated partner's deposits). */
const PAYMENT_METHOD = `CASE t.currency WHEN 'USD' THEN 'ACH' WHEN 'GBP' THEN 'FPS' WHEN 'EUR' THEN 'SEPA'
  ELSE 'SWIFT' END`;

const SELECT = `SELECT t.payment_id, t.client_id, COALESCE(o.basic->>'businessLegalName', c.client_name) AS client_name,
    t.payment_request_date, t.expected_amount, t.currency, t.partner_id, t.payout_account_id, ${PAYMENT_METHOD} AS method,
    r.reversal_id, r.status
  FROM transactions t JOIN clients c ON c.client_id = t.client_id LEFT JOIN onboarding o ON o.client_id = t.client_id
  LEFT JOIN reversals r ON r.payment_id = t.payment_id`;

/** One payment as the spec's reversal row; the partner's ids are derived from the payment's and the client's. */
const reversalRowOf = (row: Row & { method: string }): Data => ({
  depositId: row.payment_id,
  reversalId: row.reversal_id,
  date: new Date(row.payment_request_date).getTime(),
  amount: Number(row.expected_amount),
  currency: row.currency,
  paymentMethod: row.method,
  clientId: row.client_id,
  clientName: row.client_name,
  partnerDepositId: `XFD-${row.payment_id}`,
  partnerClientId: `XFC-${row.client_id}`,
  partnerId: row.partner_id,
  accountId: row.payout_account_id,
  status: row.status,
  cstatus: clientStatusOf(row.status),
});

/** Payments requested in [start, end] with their reversal (if any), newest first; one client's, or every client's. */
export async function listReversals(
  db: Queryable,
  range: { start: Date; end: Date },
  clientId: string | undefined,
): Promise<Data[]> {
  const { rows } = await db.query<Row & { method: string }>(
    `${SELECT} WHERE t.payment_request_date BETWEEN $1 AND $2 AND ($3::text IS NULL OR t.client_id = $3)
      ORDER BY t.payment_request_date DESC, t.payment_id`,
    [range.start, range.end, clientId ?? null],
  );
  return rows.map(reversalRowOf);
}

/**
 * The client's payment, locked for the rest of the transaction, with its reversal's status (null for none);
 * undefined when the client has no such payment. Twenty identical requests queue here and see each other's reversal.
 */
export async function lockPayment(
  tx: Queryable,
  clientId: string,
  paymentId: string,
): Promise<{ status: ReversalStatus | null } | undefined> {
  const { rows } = await tx.query<{ payment_id: string }>(
    'SELECT payment_id FROM transactions WHERE payment_id = $1 AND client_id = $2 FOR UPDATE',
    [paymentId, clientId],
  );
  if (!rows[0]) return undefined;
  const reversal = await tx.query<{ status: ReversalStatus }>('SELECT status FROM reversals WHERE payment_id = $1', [
    paymentId,
  ]);
  return { status: reversal.rows[0]?.status ?? null };
}

/** Records a move and its remark on the reversal's timeline. */
async function addEvent(
  tx: Queryable,
  reversalId: string,
  event: { status: ReversalStatus; remarks: string | null; description: string },
  by?: ReversalActor,
) {
  await tx.query(
    `INSERT INTO reversal_events (reversal_id, status, remarks, description, user_id, user_role)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [reversalId, event.status, event.remarks, event.description, by?.userId ?? null, by?.roleName ?? null],
  );
}

/** What the client asks: the payment to reverse, the payer it goes back to, the comment, and who asked. */
export interface NewReversal {
  clientId: string;
  paymentId: string;
  clientPayerId: string;
  remarks: string;
  email: string;
  description: string;
}

/** Creates the payment's reversal, In Progress, with its first timeline entry; answers its id. */
export async function createReversal(tx: Queryable, input: NewReversal, by?: ReversalActor): Promise<string> {
  const reversalId = `RV${randomBytes(5).toString('hex').toUpperCase()}`;
  await tx.query(
    `INSERT INTO reversals (reversal_id, payment_id, client_id, client_payer_id, status, email, remarks)
     VALUES ($1, $2, $3, $4, 'REVERSAL_INPROGRESS', $5, $6)`,
    [reversalId, input.paymentId, input.clientId, input.clientPayerId, input.email, input.remarks],
  );
  await addEvent(
    tx,
    reversalId,
    { status: 'REVERSAL_INPROGRESS', remarks: input.remarks, description: input.description },
    by,
  );
  return reversalId;
}

/** The reversal, locked for the rest of the transaction; undefined when there is none. */
export async function lockReversal(
  tx: Queryable,
  reversalId: string,
): Promise<{ status: ReversalStatus; clientId: string; paymentId: string } | undefined> {
  const { rows } = await tx.query<{ status: ReversalStatus; client_id: string; payment_id: string }>(
    'SELECT status, client_id, payment_id FROM reversals WHERE reversal_id = $1 FOR UPDATE',
    [reversalId],
  );
  return rows[0] && { status: rows[0].status, clientId: rows[0].client_id, paymentId: rows[0].payment_id };
}

/** The remark of the reversal's latest timeline entry (a repeated identical request is known by it). */
export async function lastRemark(tx: Queryable, reversalId: string): Promise<string | null> {
  const { rows } = await tx.query<{ remarks: string | null }>(
    'SELECT remarks FROM reversal_events WHERE reversal_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [reversalId],
  );
  return rows[0]?.remarks ?? null;
}

/** Sets the reversal's status and records the move with its remark and description on the timeline. */
export async function setReversalStatus(
  tx: Queryable,
  reversalId: string,
  event: { status: ReversalStatus; remarks: string | null; description: string },
  by?: ReversalActor,
): Promise<void> {
  await tx.query('UPDATE reversals SET status = $2, updated_at = now() WHERE reversal_id = $1', [
    reversalId,
    event.status,
  ]);
  await addEvent(tx, reversalId, event, by);
}

/**
 * The reversal detail (spec 3 section 3: date, email, remarks, remarkHistory) beside its row and the payer's name; a
 * payment with no reversal yet (no reversalId) has an empty history. Undefined when the deposit has no such reversal,
 * or it is not the named client's.
 */
export async function reversalDetails(
  db: Queryable,
  ids: { depositId: string; reversalId?: string | null },
  clientId: string | undefined,
): Promise<Data | undefined> {
  const { rows } = await db.query<
    Row & {
      method: string;
      email: string | null;
      remarks: string | null;
      created_at: Date | string | null;
      payer_name: string | null;
    }
  >(
    `${SELECT.replace('r.reversal_id, r.status', 'r.reversal_id, r.status, r.email, r.remarks, r.created_at, p.payer_name')}
      LEFT JOIN payers p ON p.payer_id = r.client_payer_id
      WHERE t.payment_id = $2 AND ($1::text IS NULL OR r.reversal_id = $1) AND ($3::text IS NULL OR t.client_id = $3)`,
    [ids.reversalId ?? null, ids.depositId, clientId ?? null],
  );
  const row = rows[0];
  if (!row) return undefined;
  const history = row.reversal_id
    ? await db.query<{ status: string; created_at: Date | string; remarks: string | null; description: string }>(
        'SELECT status, created_at, remarks, description FROM reversal_events WHERE reversal_id = $1 ORDER BY created_at, id',
        [row.reversal_id],
      )
    : { rows: [] };
  return {
    ...reversalRowOf(row),
    ...(row.created_at ? { date: new Date(row.created_at).getTime() } : {}),
    email: row.email,
    remarks: row.remarks,
    customer: row.payer_name,
    remarkHistory: history.rows.map((event) => ({
      status: event.status,
      created: new Date(event.created_at).getTime(),
      remarks: event.remarks,
      description: event.description,
    })),
  };
}

/** Who a reversal goes through: the partner that received the payment, and the payer it goes back to. */
export async function reversalParties(
  db: Queryable,
  reversalId: string,
): Promise<{ partnerId: string; clientPayerId: string }> {
  const { rows } = await db.query<{ partner_id: string; client_payer_id: string }>(
    `SELECT t.partner_id, r.client_payer_id FROM reversals r JOIN transactions t ON t.payment_id = r.payment_id
      WHERE r.reversal_id = $1`,
    [reversalId],
  );
  return { partnerId: rows[0].partner_id, clientPayerId: rows[0].client_payer_id };
}
