// Transactions (spec 3 sections 2.2, 4 and 7): the list of INR payouts, and the admin's retry and rejection of a
// cancelled one through the payments partner.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import { enqueueJob } from '../jobs/jobs';
import { caller, callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { recordPayoutRetry } from '../payment-lifecycle/steps';
import { SETTLE_PAYOUT, settleSeconds, type SettlePayload } from '../transactions/settle-job';
import { listTransactions, lockPayout, setPayoutAccount, setPayoutStatus } from '../transactions/store';
import { payoutAccountOf } from '../client-config/accounts';
import { TRANSACTIONS } from '../responses/payment-requests';
import { NO_DATA } from '../responses/common';

type Ids = { clientId: string; invoiceId: string; paymentId: string };

/** Spec 3 section 4: only a cancelled payout may be retried or rejected; so may one that failed (issue 30). */
export const NOT_CANCELLED = message('transactions.notCancelled');
/** The message when the payment is not the named client's. */
export const NO_TRANSACTION = message('transactions.notFound');

export default async function transactionRoutes(app: FastifyInstance) {
  const admin = { access: { consoles: ['admin' as const], roles: ['Admin'] } };

  // A client-console user whose menu has Transactions sees their own client's; the Admin every client's, or the one named.
  app.post(
    '/api/transactions',
    {
      config: { access: { rolesIn: { client: rolesWithMenu('/transactions'), admin: ['Admin'] } } },
      schema: { body: sharedSchema('transactions#/$defs/listTransactions'), response: TRANSACTIONS },
    },
    async (request) => {
      const body = request.body as { startDate: number; endDate: number; clientId?: string };
      const clientId = callerClient(app, request, body.clientId, false);
      const range = { start: new Date(body.startDate), end: new Date(body.endDate) };
      return ok(await listTransactions(app.db, range, clientId));
    },
  );

  /** Locks the named payout, refusing one that is not the client's or neither cancelled nor failed. */
  const cancelledPayout = async (tx: Parameters<typeof lockPayout>[0], ids: Ids) => {
    const payout = await lockPayout(tx, ids);
    if (!payout) throw new ApiError(404, NO_TRANSACTION);
    if (!['cancelled', 'failed'].includes(payout.payoutStatus)) throw new ApiError(409, NOT_CANCELLED);
    return payout;
  };

  app.post(
    '/api/transactions/reject',
    { config: admin, schema: { body: sharedSchema('transactions#/$defs/rejectTransaction'), response: NO_DATA } },
    async (request) => {
      const body = request.body as Ids & { reason: string };
      await app.db.transaction(async (tx) => {
        const payout = await cancelledPayout(tx, body);
        const answer = await app.providers.paymentsPartner.reject(
          { ...body, partnerId: payout.partnerId },
          body.reason,
        );
        if (!answer.accepted) throw new ApiError(400, answer.message);
        await setPayoutStatus(tx, body.paymentId, 'rejected', { reason: body.reason }, caller(request));
      });
      return ok(null, message('transactions.rejected'));
    },
  );

  app.post(
    '/api/transactions/retry',
    { config: admin, schema: { body: sharedSchema('transactions#/$defs/retryTransaction'), response: NO_DATA } },
    async (request) => {
      const body = request.body as Ids & { partnerId: string; remark?: string };
      await app.db.transaction(async (tx) => {
        const payout = await cancelledPayout(tx, body);
        // A payout goes to the account that is the client's primary one now (Add Bank Accounts may have changed it).
        const payoutAccountId = await payoutAccountOf(tx, body.clientId);
        const answer = await app.providers.paymentsPartner.retry(
          { ...body, partnerId: payout.partnerId, payoutAccountId },
          body.remark ?? '',
        );
        if (!answer.accepted) throw new ApiError(400, answer.message);
        await setPayoutStatus(tx, body.paymentId, 'processing', { remarks: body.remark || undefined }, caller(request));
        await setPayoutAccount(tx, body.paymentId, payoutAccountId);
        await recordPayoutRetry(tx, body.paymentId, body.remark);
        const payload: SettlePayload = { paymentId: body.paymentId, settles: answer.settles };
        await enqueueJob(tx, SETTLE_PAYOUT, payload, settleSeconds());
      });
      return ok(null, message('transactions.retried'));
    },
  );
}
