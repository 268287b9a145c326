// Reversals (spec 3 sections 2.6, 4 and 7): the list, a client's reversal of its own payment, the detail with its
// remark history, and the Admin's status moves, the partner's confirmation following as a background job.
import { message } from '../../src/engine/core/message';
import { reversalRefusal, statusChangeRefusal, type ReversalStatus } from '../../src/rules/reversal-locks';
import type { FastifyInstance } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import { validateForm } from '../forms/validate-form';
import { enqueueJob } from '../jobs/jobs';
import { activePayers, getPayer } from '../payers/store';
import { caller, callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { CONFIRM_REVERSAL, type ConfirmPayload } from '../reversals/confirm-job';
import { allowedCurrencies } from '../reversals/currencies';
import {
  createReversal,
  lastRemark,
  listReversals,
  lockPayment,
  lockReversal,
  reversalDetails,
  reversalParties,
  setReversalStatus,
} from '../reversals/store';
import { sharedSchema } from '../schemas';
import { REVERSALS, REVERSAL_CURRENCIES, REVERSAL_CUSTOMERS, REVERSAL_DETAIL } from '../responses/financing-reversals';
import { NO_DATA } from '../responses/common';

/** Seconds between the Admin sending a reversal on and the partner's confirmation (REVERSAL_CONFIRM_SECONDS; 5). */
const confirmSeconds = () => Number(process.env.REVERSAL_CONFIRM_SECONDS ?? 5);

/** What each admin status move writes on the timeline. */
const DESCRIPTION: Record<string, () => string> = {
  SENT_TO_REVERSAL: () => message('reversals.event.sent'),
  CANCELLED: () => message('reversals.event.cancelled'),
};

export default async function reversalRoutes(app: FastifyInstance) {
  /** The client console's roles whose menu has Reversals (their own client's), and the Admin (every client's). */
  const readers = { access: { rolesIn: { client: rolesWithMenu('/reversals'), admin: ['Admin'] } } };
  const clients = { access: { consoles: ['client' as const], roles: rolesWithMenu('/reversals') } };
  const admin = { access: { consoles: ['admin' as const], roles: ['Admin'] } };

  app.post(
    '/api/reversals',
    { config: readers, schema: { body: sharedSchema('reversals#/$defs/listReversals'), response: REVERSALS } },
    async (request) => {
      const body = request.body as { startDate: number; endDate: number; clientId?: string | null };
      const clientId = callerClient(app, request, body.clientId ?? undefined, false);
      return ok(
        await listReversals(app.db, { start: new Date(body.startDate), end: new Date(body.endDate) }, clientId),
      );
    },
  );

  // Admin: every active currency except INR; a client: the currencies it may bill (spec 3 section 6).
  const reversalCurrenciesRoute = { config: readers, schema: { response: REVERSAL_CURRENCIES } };
  app.get('/api/reversals/currencies', reversalCurrenciesRoute, async (request) =>
    ok(await allowedCurrencies(app.db, app.console === 'client' ? caller(request).clientId : null)),
  );

  const reversalCustomersRoute = { config: clients, schema: { response: REVERSAL_CUSTOMERS } };
  app.get('/api/reversals/customers', reversalCustomersRoute, async (request) => {
    const clientId = callerClient(app, request, undefined, true)!;
    const payers = await activePayers(app.db, clientId);
    return ok(payers.map(({ payerId, payerName }) => ({ payerId, payerName })));
  });

  app.post(
    '/api/reversals/send',
    { config: clients, schema: { body: sharedSchema('reversals#/$defs/sendToReversal'), response: NO_DATA } },
    async (request) => {
      const body = request.body as { clientId?: string; clientPayerId: string; depositId: string; remarks: string };
      const user = caller(request);
      // The customer and comment in the words of the form the browser rendered.
      validateForm(
        app.declarations.form('reversals.reverse'),
        { clientPayerId: body.clientPayerId, remarks: body.remarks },
        { console: app.console, role: user.roleName },
      );
      const clientId = callerClient(app, request, body.clientId, true)!;
      await app.db.transaction(async (tx) => {
        const payment = await lockPayment(tx, clientId, body.depositId);
        if (!payment) throw new ApiError(404, message('reversals.notFound'));
        const refusal = reversalRefusal(payment.status);
        if (refusal) throw new ApiError(409, refusal);
        const payer = await getPayer(tx, clientId, body.clientPayerId);
        if (!payer?.active) throw new ApiError(400, message('reversals.payerNotActive'));
        await createReversal(
          tx,
          {
            ...body,
            clientId,
            paymentId: body.depositId,
            email: user.email,
            description: message('reversals.event.requested'),
          },
          user,
        );
      });
      return ok(null, message('reversals.requested'));
    },
  );

  app.post(
    '/api/reversals/details',
    { config: readers, schema: { body: sharedSchema('reversals#/$defs/reversalDetails'), response: REVERSAL_DETAIL } },
    async (request) => {
      const body = request.body as { depositId: string; reversalId?: string | null };
      const clientId = callerClient(app, request, undefined, false);
      const detail = await reversalDetails(app.db, body, clientId);
      if (!detail) throw new ApiError(404, message('reversals.notFound'));
      return ok(detail);
    },
  );

  app.post(
    '/api/reversals/status',
    { config: admin, schema: { body: sharedSchema('reversals#/$defs/updateStatus'), response: NO_DATA } },
    async (request) => {
      const body = request.body as { reversalId: string; status: ReversalStatus; remarks: string };
      // The status and comment in the words of the Admin's panel; its locks are judged below on the locked row.
      validateForm(
        app.declarations.form('reversals.update'),
        { newStatus: body.status, remarks: body.remarks },
        { console: 'admin', role: caller(request).roleName },
      );
      await app.db.transaction(async (tx) => {
        const reversal = await lockReversal(tx, body.reversalId);
        if (!reversal) throw new ApiError(404, message('reversals.notFound'));
        const refusal = statusChangeRefusal(reversal.status, body.status);
        if (refusal) throw new ApiError(409, refusal);
        const moves = reversal.status !== body.status;
        // The same status with the same comment again is a repeat (a double click, a retried request): nothing to write.
        if (!moves && (await lastRemark(tx, body.reversalId)) === body.remarks) return;
        if (moves && body.status === 'SENT_TO_REVERSAL') {
          const parties = await reversalParties(tx, body.reversalId);
          const answer = await app.providers.partnerReversals.reverse(
            { depositId: reversal.paymentId, ...parties },
            body.remarks,
          );
          if (!answer.accepted) throw new ApiError(400, answer.message);
          const payload: ConfirmPayload = { reversalId: body.reversalId };
          await enqueueJob(tx, CONFIRM_REVERSAL, payload, confirmSeconds());
        }
        const description = moves ? DESCRIPTION[body.status]() : message('reversals.event.comment');
        await setReversalStatus(
          tx,
          body.reversalId,
          { status: body.status, remarks: body.remarks, description },
          caller(request),
        );
      });
      return ok(null, message('reversals.statusUpdated'));
    },
  );
}
