// The client's fee plan (spec 3 sections 2.4, 5 and 7): read, and submitted whole after the admin's local changes,
// refused without an ANY-to-ANY row of each kind or with a pair twice.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { feePlanProblem } from '../../src/rules/fee-plan';
import { sameCombination, type FeeEntry } from '../../src/rules/fee-entry';
import { feePlanOf, saveFeePlan, type FeePlan } from '../client-detail/store';
import { targetClient } from '../onboarding/scope';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { CLIENT_DETAIL_ACCESS } from './client-detail';
import { FEE_PLAN } from '../responses/client-detail';
import { NO_DATA } from '../responses/common';

/** The plan as the Fees tab's rows: each entry with its feeType. */
const rowsOf = (plan: FeePlan): FeeEntry[] => [
  ...plan.payoutFee.map((fee) => ({ ...fee, feeType: 'Payout Fee' as const })),
  ...plan.payoutFxFee.map((fee) => ({ ...fee, feeType: 'Payout Fx' as const })),
];

/** The first thing wrong with a submitted plan: a pair of one currency, a pair twice, no ANY-to-ANY row. */
function planProblem(plan: FeePlan): string | undefined {
  const rows = rowsOf(plan);
  for (const [index, row] of rows.entries()) {
    if (row.sourceCurrency === row.destinationCurrency && row.sourceCurrency !== 'ANY')
      return message('fees.sameCurrency');
    if (sameCombination(row, rows.slice(0, index))) return message('fees.duplicate');
    if (row.feeType === 'Payout Fee' && !(row.variable! > 0) && !(row.fixed! > 0 && row.minimum! > 0))
      return message('fees.variableOrFixed');
  }
  return feePlanProblem(rows);
}

export default async function feePlanRoutes(app: FastifyInstance) {
  app.post(
    '/api/fee-plans/get',
    {
      config: CLIENT_DETAIL_ACCESS,
      schema: { body: sharedSchema('clientDetail#/$defs/clientOnly'), response: FEE_PLAN },
    },
    async (request) => {
      const client = await targetClient(app, request, (request.body as { clientId: string }).clientId);
      const { payoutFee, payoutFxFee } = await feePlanOf(app.db, client.clientId);
      return ok({ payoutFee, payoutFxFee });
    },
  );

  app.post(
    '/api/fee-plans',
    { config: CLIENT_DETAIL_ACCESS, schema: { body: sharedSchema('clientDetail#/$defs/feePlan'), response: NO_DATA } },
    async (request) => {
      const body = request.body as FeePlan & { clientId: string };
      const client = await targetClient(app, request, body.clientId);
      const problem = planProblem(body);
      if (problem) throw new ApiError(400, problem);
      await app.db.transaction((tx) => saveFeePlan(tx, client.clientId, body, caller(request).userId));
      return ok(null, message('fees.saved'));
    },
  );
}
