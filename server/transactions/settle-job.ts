// The background end of a payout: the partner settles it (or fails it) a little later, in any server process, and the
// payment request it pays out (if any) moves on with it.
import { message } from '../../src/engine/core/message';
import type { JobHandler } from '../jobs/jobs';
import { recordPayoutEnd } from '../payment-lifecycle/steps';
import { setPayoutStatus } from './store';

/** The job kind a payout (a request's, or a retried one) queues. */
export const SETTLE_PAYOUT = 'payout.settle';

/** Seconds between a payout's start (or accepted retry) and the partner's settlement (PAYOUT_SETTLE_SECONDS; 5). */
export const settleSeconds = () => Number(process.env.PAYOUT_SETTLE_SECONDS ?? 5);

/** What the partner said when the payout started: which payout, and whether it will settle. */
export interface SettlePayload {
  paymentId: string;
  settles: boolean;
}

/** Settles (or fails) a payout still processing; one changed meanwhile (rejected, retried again) is left alone. */
export const settlePayout: JobHandler = async (tx, job) => {
  const { paymentId, settles } = job.payload as SettlePayload;
  const { rows } = await tx.query<{ payout_status: string }>(
    'SELECT payout_status FROM transactions WHERE payment_id = $1 FOR UPDATE',
    [paymentId],
  );
  if (rows[0]?.payout_status !== 'processing') return;
  const note = settles ? {} : { reason: message('lifecycle.payoutReturned') };
  await setPayoutStatus(tx, paymentId, settles ? 'settled' : 'failed', note);
  await recordPayoutEnd(tx, paymentId, settles);
};
