// The moves of a payment's life once a provider has answered: received (or failed), quoted, payout started, payout
// settled (with its e-FIRA) or failed. Each locks the request, does nothing when it has moved on already (a job run
// twice moves it once), and writes the move, its figures and its event in the caller's transaction.
import { message } from '../../src/engine/core/message';
import type { PartnerAnswer, PartnerReceipt } from '../adapters/payments-partner';
import type { FeePlan } from '../client-detail/store';
import type { Queryable } from '../db/db';
import { getRequest, moveStatus, type PaymentRequest, type RequestStatus } from '../payment-requests/store';
import { setPayoutAccount, setPayoutStatus } from '../transactions/store';
import { issueEfira } from './efira';
import { indianGrouping } from './money';
import { quotePayment } from './quote';

/** The payments partner every lifecycle payout goes through (the demo transactions' partner). */
export const LIFECYCLE_PARTNER = 'PTN001';

/** The request locked for this transaction when it is in `status`; undefined when it has moved on (or is unknown). */
export async function lockedIn(
  tx: Queryable,
  requestId: string,
  status: RequestStatus,
): Promise<PaymentRequest | undefined> {
  const { rows } = await tx.query<{ status: string }>(
    'SELECT status FROM payment_requests WHERE request_id = $1 FOR UPDATE',
    [requestId],
  );
  if (rows[0]?.status !== status) return undefined;
  return getRequest(tx, requestId, null);
}

/** requested -> received with what arrived, or -> failed with the partner's reason. */
export async function recordReceipt(tx: Queryable, requestId: string, receipt: PartnerReceipt, at?: Date) {
  if (!receipt.received) {
    const detail = { stage: 'payment', reason: receipt.reason, note: receipt.reason };
    await moveStatus(tx, requestId, ['requested'], 'failed', detail, {}, at);
    return;
  }
  const changes = { receivedAmount: receipt.amount, receivedCurrency: receipt.currency };
  const note = message('lifecycle.note.received', { amount: `${receipt.currency} ${indianGrouping(receipt.amount)}` });
  await moveStatus(tx, requestId, ['requested'], 'received', { ...changes, note }, changes, at);
}

/** received -> quoted at the client's rate and fee plan, or -> failed when no rate is quoted for the currency. */
export async function recordQuote(
  tx: Queryable,
  request: PaymentRequest,
  midRate: string | null,
  plan: FeePlan,
  at?: Date,
) {
  const currency = request.receivedCurrency!;
  if (!midRate) {
    const reason = message('lifecycle.noRate', { currency });
    await moveStatus(tx, request.requestId, ['received'], 'failed', { stage: 'quote', reason, note: reason }, {}, at);
    return;
  }
  const quote = quotePayment(request.receivedAmount!, currency, midRate, plan);
  const changes = { fxRate: quote.fxRate, fee: quote.fee, inrAmount: quote.inrAmount };
  const note = message('lifecycle.note.quoted', {
    currency,
    rate: indianGrouping(quote.fxRate, 4),
    fee: indianGrouping(quote.fee),
    inr: indianGrouping(quote.inrAmount),
  });
  await moveStatus(tx, request.requestId, ['received'], 'quoted', { ...quote, currency, note }, changes, at);
}

/** The payout's id of a request: one per request, so a second run finds the row the first wrote. */
export const paymentIdOf = (requestId: string) => `PAY${requestId.replace(/^PRQ/, '')}`;

/** Writes the payout row of a quoted request (initialized), as /transactions shows it. */
async function insertPayout(tx: Queryable, request: PaymentRequest, paymentId: string, at?: Date) {
  await tx.query(
    `INSERT INTO transactions (payment_id, client_id, client_invoice_id, invoice_id, payment_request_date, payer,
       payout_status, payout_amount, receivable_status, expected_amount, currency, partner_id, purpose_code,
       purpose_description, quote, updated_at)
     SELECT $1, r.client_id, r.invoice_number, r.reference, r.created_at,
            jsonb_build_object('payerName', p.payer_name, 'email', p.email, 'mobile', p.mobile_code || p.mobile,
              'country', p.country, 'address1', p.address1, 'address2', COALESCE(p.address2, ''), 'city', p.city,
              'state', p.state, 'pincode', p.pincode),
            'initialized', r.inr_amount, 'completed', r.amount, r.currency, $2, r.purpose_code,
            COALESCE(c.description, r.purpose_code),
            jsonb_build_object('exchangeRate', r.fx_rate, 'buyCurrency', 'INR', 'payoutFee', r.fee,
              'saleCurrency', r.received_currency),
            COALESCE($3::timestamptz, now())
       FROM payment_requests r JOIN payers p ON p.payer_id = r.payer_id
       LEFT JOIN purpose_codes c ON c.purpose_code = r.purpose_code
      WHERE r.request_id = $4`,
    [paymentId, LIFECYCLE_PARTNER, at ?? null, request.requestId],
  );
  await tx.query('INSERT INTO payout_events (payment_id, payout_status, created_at) VALUES ($1, $2, $3)', [
    paymentId,
    'initialized',
    at ?? new Date(),
  ]);
}

/**
 * quoted -> payout_initiated: the payout row (initialized), then the partner's answer: accepted, it is processing;
 * refused (no INR account to pay into), the payout and the request fail with its words. Answers whether it settles.
 */
export async function startPayout(
  tx: Queryable,
  request: PaymentRequest,
  accountId: string | null,
  answer: PartnerAnswer,
  at?: Date,
): Promise<boolean> {
  const paymentId = paymentIdOf(request.requestId);
  await insertPayout(tx, request, paymentId, at);
  await setPayoutAccount(tx, paymentId, accountId);
  const note = message('lifecycle.note.payout', { paymentId });
  await moveStatus(tx, request.requestId, ['quoted'], 'payout_initiated', { paymentId, note }, { paymentId }, at);
  if (!answer.accepted) {
    await setPayoutStatus(tx, paymentId, 'failed', { reason: answer.message });
    const detail = { stage: 'payout', reason: answer.message, note: answer.message };
    await moveStatus(tx, request.requestId, ['payout_initiated'], 'failed', detail, {}, at);
    return false;
  }
  await setPayoutStatus(tx, paymentId, 'processing');
  return answer.settles;
}

/** The request a payout pays out, locked; undefined for a payout of no request (the demo transactions). */
export async function requestOfPayout(tx: Queryable, paymentId: string): Promise<PaymentRequest | undefined> {
  const { rows } = await tx.query<{ request_id: string }>(
    'SELECT request_id FROM payment_requests WHERE payment_id = $1 FOR UPDATE',
    [paymentId],
  );
  return rows[0] && getRequest(tx, rows[0].request_id, null);
}

/**
 * After a payout settled or failed (its row already says so): its request moves payout_initiated -> paid_out with
 * its e-FIRA, or -> failed with the reason; a request elsewhere (or none) is left alone.
 */
export async function recordPayoutEnd(tx: Queryable, paymentId: string, settled: boolean, at?: Date) {
  const request = await requestOfPayout(tx, paymentId);
  if (request?.status !== 'payout_initiated') return;
  if (!settled) {
    const reason = message('lifecycle.payoutReturned');
    await moveStatus(
      tx,
      request.requestId,
      ['payout_initiated'],
      'failed',
      { stage: 'payout', reason, paymentId, note: reason },
      {},
      at,
    );
    return;
  }
  const efira = await issueEfira(tx, request, at ?? new Date());
  await moveStatus(
    tx,
    request.requestId,
    ['payout_initiated'],
    'paid_out',
    {
      paymentId,
      efiraNumber: efira.efiraNumber,
      note: message('lifecycle.note.paidOut', {
        inr: indianGrouping(request.inrAmount!),
        efiraNumber: efira.efiraNumber,
      }),
    },
    { efiraDocumentId: efira.documentId },
    at,
  );
}

/** The admin's accepted retry of a failed payout moves its request failed -> payout_initiated again. */
export async function recordPayoutRetry(tx: Queryable, paymentId: string, remark?: string) {
  const request = await requestOfPayout(tx, paymentId);
  if (request?.status !== 'failed') return;
  await moveStatus(tx, request.requestId, ['failed'], 'payout_initiated', {
    paymentId,
    retry: true,
    remark: remark ?? null,
    note: message('lifecycle.note.retried', { paymentId }),
  });
}
