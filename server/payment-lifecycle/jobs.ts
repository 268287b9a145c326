// The payment's life as background jobs (server/jobs/): the partner receives the buyer's payment, the payment is
// quoted, paid out, and settled by the `payout.settle` job, each a row of `jobs` any server process may run once.
import type { PaymentsPartner } from '../adapters/payments-partner';
import type { FxRates } from '../adapters/fx-rates';
import { payoutAccountOf } from '../client-config/accounts';
import { feePlanOf } from '../client-detail/store';
import type { Queryable } from '../db/db';
import { enqueueJob, type JobHandler } from '../jobs/jobs';
import { SETTLE_PAYOUT, settleSeconds, type SettlePayload } from '../transactions/settle-job';
import { LIFECYCLE_PARTNER, lockedIn, paymentIdOf, recordQuote, recordReceipt, startPayout } from './steps';

/** The job kinds, by the step they take. */
export const RECEIVE_PAYMENT = 'paymentRequest.receive';
export const QUOTE_PAYMENT = 'paymentRequest.quote';
export const PAY_OUT = 'paymentRequest.payout';

/** Which request a lifecycle job moves. */
export interface LifecyclePayload {
  requestId: string;
}

/** Seconds before the simulated partner receives a new request's payment (PAYMENT_RECEIVE_SECONDS; 20, 0 for at once). */
export const receiveSeconds = () => Number(process.env.PAYMENT_RECEIVE_SECONDS ?? 20);

/** Starts a new request's life: its payment is looked for after the partner's delay. Call in the creating transaction. */
export const startLifecycle = (tx: Queryable, requestId: string) =>
  enqueueJob(tx, RECEIVE_PAYMENT, { requestId } satisfies LifecyclePayload, receiveSeconds());

/** What the jobs talk to. */
export interface LifecycleProviders {
  paymentsPartner: PaymentsPartner;
  fxRates: FxRates;
}

/** The three lifecycle handlers, each a no-op for a request that has moved on (a job run twice moves it once). */
export function lifecycleJobs({ paymentsPartner, fxRates }: LifecycleProviders): Record<string, JobHandler> {
  const requestIdOf = (payload: unknown) => (payload as LifecyclePayload).requestId;
  return {
    [RECEIVE_PAYMENT]: async (tx, job) => {
      const request = await lockedIn(tx, requestIdOf(job.payload), 'requested');
      if (!request) return;
      const receipt = await paymentsPartner.receive(request);
      await recordReceipt(tx, request.requestId, receipt);
      if (receipt.received) await enqueueJob(tx, QUOTE_PAYMENT, { requestId: request.requestId });
    },
    [QUOTE_PAYMENT]: async (tx, job) => {
      const request = await lockedIn(tx, requestIdOf(job.payload), 'received');
      if (!request) return;
      const midRate = await fxRates.midRate(request.receivedCurrency!);
      await recordQuote(tx, request, midRate, await feePlanOf(tx, request.clientId));
      if (midRate) await enqueueJob(tx, PAY_OUT, { requestId: request.requestId });
    },
    [PAY_OUT]: async (tx, job) => {
      const request = await lockedIn(tx, requestIdOf(job.payload), 'quoted');
      if (!request) return;
      const accountId = await payoutAccountOf(tx, request.clientId);
      const paymentId = paymentIdOf(request.requestId);
      const answer = await paymentsPartner.payout({
        paymentId,
        invoiceId: request.reference,
        clientInvoiceId: request.invoiceNumber,
        partnerId: LIFECYCLE_PARTNER,
        payoutAccountId: accountId,
      });
      const settles = await startPayout(tx, request, accountId, answer);
      const settle: SettlePayload = { paymentId, settles };
      if (answer.accepted) await enqueueJob(tx, SETTLE_PAYOUT, settle, settleSeconds());
    },
  };
}
