// Partner onboarding (spec 3 sections 2.5, 4 and 7): the approved clients with their partner statuses, the active
// partners, a client's status at the partner, and one route per step, each in order and once, the Admin's alone.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payoutAnchorOf, type AccountSettings } from '../../src/rules/account-settings';
import { XFLOW_STEPS, type PartnerIds, type StepPayloads, type XFlowStep } from '../adapters/xflow';
import { feePlanOf } from '../client-detail/store';
import { validateForm } from '../forms/validate-form';
import {
  activePartners,
  bankPayload,
  clientPayload,
  feePlanPayload,
  kycPayload,
  clientExists,
  lockState,
  onboardingRows,
  partnerExists,
  recordStep,
} from '../partners/store';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import type { Queryable } from '../db/db';
import { ACTIVE_PARTNERS, ONBOARDING_ROWS, STEP_REPORTS } from '../responses/partners';
import { NO_DATA } from '../responses/common';

/** The admin console's Admin alone onboards clients with a partner (spec 3 section 6). */
const ADMIN = { access: { consoles: ['admin' as const], roles: ['Admin'] } };
/** The form whose schema and rule judge the account settings, in the browser and here. */
const ACCOUNT_SETTINGS_FORM = 'partners.account-settings';

type Ids = { clientId: string; partnerId: string };

/** Refusals of a step, in the catalogue's words. */
export const PARTNER_MESSAGES = {
  clientNotFound: message('onboarding.scope.clientNotFound'),
  inactivePartner: message('partners.inactive'),
  notApproved: message('partners.notApproved'),
  outOfOrder: message('partners.outOfOrder'),
  feePlanMissing: message('approval.feePlanMissing'),
};

/** What each completed step answers. */
export const STEP_DONE: Record<XFlowStep, string> = {
  basicDetails: message('partners.done.basicDetails'),
  kycInfo: message('partners.done.kycInfo'),
  bankDetails: message('partners.done.bankDetails'),
  feePlan: message('partners.done.feePlan'),
  accountSettings: message('partners.done.accountSettings'),
  accountActivation: message('partners.done.accountActivation'),
};

export default async function partnerOnboardingRoutes(app: FastifyInstance) {
  app.get('/api/partners/active', { config: ADMIN, schema: { response: ACTIVE_PARTNERS } }, async () =>
    ok((await activePartners(app.db)).map((p) => ({ ...p, label: p.partnerName, value: p.partnerId }))),
  );

  const onboardingRowsRoute = { config: ADMIN, schema: { response: ONBOARDING_ROWS } };
  app.get('/api/partner-onboarding/clients', onboardingRowsRoute, async () => ok(await onboardingRows(app.db)));

  app.post(
    '/api/partner-onboarding/status',
    { config: ADMIN, schema: { body: sharedSchema('partners#/$defs/statusRequest'), response: STEP_REPORTS } },
    async (request) => {
      const { clientId, partnerId } = request.body as Ids;
      if (!(await clientExists(app.db, clientId))) throw new ApiError(404, PARTNER_MESSAGES.clientNotFound);
      if (!(await partnerExists(app.db, partnerId))) throw new ApiError(400, PARTNER_MESSAGES.inactivePartner);
      return ok({ onboardingDetails: await app.providers.xflow.status(app.db, partnerId, clientId) });
    },
  );

  /**
   * Runs one step under the client's lock: the client approved, the partner active, the step the first one not
   * complete. A step already complete changes nothing and answers 200 again; a partner's 400 is its message.
   */
  const runStep = async <S extends XFlowStep>(
    request: FastifyRequest,
    step: S,
    build: (tx: Queryable, ids: PartnerIds) => Promise<StepPayloads[S]>,
  ) => {
    const { clientId, partnerId } = request.body as Ids;
    await app.db.transaction(async (tx) => {
      const state = await lockState(tx, clientId, partnerId);
      if (!state) throw new ApiError(404, PARTNER_MESSAGES.clientNotFound);
      if (!state.partnerActive) throw new ApiError(400, PARTNER_MESSAGES.inactivePartner);
      if (state.clientStatus !== 'Approved') throw new ApiError(409, PARTNER_MESSAGES.notApproved);
      if (state.completed.includes(step)) return;
      if (XFLOW_STEPS.find((candidate) => !state.completed.includes(candidate)) !== step)
        throw new ApiError(409, PARTNER_MESSAGES.outOfOrder);
      const ids: PartnerIds = { clientId, partnerId, partnerClientId: state.partnerClientId ?? '' };
      const answer = await app.providers.xflow.send(tx, step, await build(tx, ids));
      if (answer.responseCode !== 200) throw new ApiError(400, answer.message);
      await recordStep(tx, ids, step, caller(request).userId);
    });
    return ok(null, STEP_DONE[step]);
  };

  const idsBody = { body: sharedSchema('partners#/$defs/onboardingIds') };
  const stepOptions = { config: ADMIN, schema: { ...idsBody, response: NO_DATA } };

  app.post('/api/partner-onboarding/client', stepOptions, (request) =>
    runStep(request, 'basicDetails', (tx, ids) => clientPayload(tx, ids.clientId, ids.partnerId)),
  );
  app.post('/api/partner-onboarding/kyc', stepOptions, (request) => runStep(request, 'kycInfo', kycPayload));
  app.post('/api/partner-onboarding/payout-bank', stepOptions, (request) =>
    runStep(request, 'bankDetails', bankPayload),
  );
  // The fee plan sent is the client's own (the client detail's Fees tab); a client without one cannot go on.
  app.post('/api/partner-onboarding/fee-plan', stepOptions, (request) =>
    runStep(request, 'feePlan', async (tx, ids) => {
      if (!(await feePlanOf(tx, ids.clientId)).saved) throw new ApiError(400, PARTNER_MESSAGES.feePlanMissing);
      return feePlanPayload(tx, ids);
    }),
  );
  app.post(
    '/api/partner-onboarding/account-settings',
    { config: ADMIN, schema: { body: sharedSchema('partners#/$defs/accountSettings'), response: NO_DATA } },
    (request) => {
      const { clientId: _client, partnerId: _partner, ...settings } = request.body as Ids & AccountSettings;
      validateForm(app.declarations.form(ACCOUNT_SETTINGS_FORM), settings as Record<string, unknown>, {
        console: 'admin',
        role: caller(request).roleName,
      });
      return runStep(request, 'accountSettings', async (_tx, ids) => ({
        ...ids,
        payoutInterval: settings.payoutInterval!,
        payoutAnchor: payoutAnchorOf(settings),
      }));
    },
  );
  app.post('/api/partner-onboarding/activate', stepOptions, (request) =>
    runStep(request, 'accountActivation', async (_tx, ids) => ids),
  );
}
