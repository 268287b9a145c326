// The background end of a retried payout: the partner settles it (or fails it) a little later, in any server process.
import type { JobHandler } from '../jobs/jobs';
import { setPayoutStatus } from './store';

/** The job kind a retry queues. */
export const SETTLE_PAYOUT = 'payout.settle';

/** What the retry learnt from the partner: which payout, and whether it will settle. */
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
  if (rows[0]?.payout_status === 'processing') await setPayoutStatus(tx, paymentId, settles ? 'settled' : 'failed');
};
