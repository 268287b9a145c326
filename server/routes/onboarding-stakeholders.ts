// KYC stakeholders (spec 2 sections 2.5, 4.4 and 5.3): PAN lookup, add owner/director/representative, remove, the service exporter's verification.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { validateForm } from '../forms/validate-form';
import { refuseForeignDocuments } from '../onboarding/documents';
import { checkPan, PAN_MESSAGES } from '../onboarding/pan-check';
import { onboardingWizard, refuseForeignForm } from '../onboarding/wizard';
import { lockWritable, ONBOARDING_ACCESS, ruleContext, targetClient } from '../onboarding/scope';
import {
  addStakeholder,
  listStakeholders,
  refuseFullSection,
  removeStakeholder,
  upsertSoleOwner,
  type StakeholderType,
} from '../onboarding/stakeholders';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { PAN_NAME } from '../responses/onboarding';
import { NO_DATA, SAVED_ID } from '../responses/common';

type Data = Record<string, unknown>;

/** The add routes: which form checks the data and which stakeholder types it takes. */
const ADD_ROUTES: { path: string; form: string; types: StakeholderType[] }[] = [
  // A director may be the same person as the owner: the owner's form data saved a second time as a director.
  { path: '/api/onboarding/stakeholders/owner', form: 'onboarding.owner', types: ['owner', 'director'] },
  { path: '/api/onboarding/stakeholders', form: 'onboarding.stakeholder', types: ['director', 'representative'] },
];

export default async function onboardingStakeholderRoutes(app: FastifyInstance) {
  const config = { access: ONBOARDING_ACCESS };
  const scopedForm = { body: sharedSchema('onboarding#/$defs/scopedForm') };

  app.post(
    '/api/onboarding/validate-pan',
    { config, schema: { body: sharedSchema('onboarding#/$defs/validatePan'), response: PAN_NAME } },
    async (request) => {
      if (app.config.dev.skipPanValidation) return ok({ name: null, skipped: true });
      const name = await app.providers.panRegister.nameOf((request.body as { pan: string }).pan);
      if (name === null) throw new ApiError(404, PAN_MESSAGES.unknown);
      return ok({ name });
    },
  );

  for (const { path, form, types } of ADD_ROUTES) {
    app.post(path, { config, schema: { ...scopedForm, response: SAVED_ID } }, async (request) => {
      const { clientId, ...data } = request.body as Data & { clientId?: string };
      const type = data.stakeHolderType as StakeholderType;
      if (!types.includes(type))
        throw new ApiError(400, message('onboarding.stakeholder.typeUnknown', { types: types.join(' or ') }));
      const client = await targetClient(app, request, clientId);
      refuseForeignForm(onboardingWizard(app, request, client), form);
      const id = await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        const saved = await listStakeholders(tx, client.clientId);
        validateForm(app.declarations.form(form), data, ruleContext(app, request, client, { items: saved }));
        await refuseForeignDocuments(tx, client.clientId, data);
        refuseFullSection(saved, type);
        const checks = await checkPan(
          app.providers.panRegister,
          app.config.dev,
          String(data.pan),
          String(data.nameAsPan),
        );
        return addStakeholder(tx, client.clientId, type, data, checks);
      });
      return ok({ id }, message('onboarding.stakeholder.added'));
    });
  }

  app.post(
    '/api/onboarding/stakeholders/remove',
    { config, schema: { body: sharedSchema('onboarding#/$defs/removeStakeholder'), response: NO_DATA } },
    async (request) => {
      const body = request.body as { id: string; clientId?: string; stakeHolderType: StakeholderType };
      const client = await targetClient(app, request, body.clientId);
      await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        if (!(await removeStakeholder(tx, client.clientId, body.id, body.stakeHolderType)))
          throw new ApiError(404, message('onboarding.stakeholder.notFound'));
      });
      return ok(null, message('onboarding.stakeholder.deleted'));
    },
  );

  const addRoute = { config, schema: { ...scopedForm, response: SAVED_ID } };
  app.post('/api/onboarding/verification', addRoute, async (request) => {
    const { clientId, ...data } = request.body as Data & { clientId?: string };
    const client = await targetClient(app, request, clientId);
    refuseForeignForm(onboardingWizard(app, request, client), 'onboarding.verification');
    const id = await app.db.transaction(async (tx) => {
      await lockWritable(tx, client.clientId);
      validateForm(app.declarations.form('onboarding.verification'), data, ruleContext(app, request, client));
      await refuseForeignDocuments(tx, client.clientId, data);
      const checks = await checkPan(
        app.providers.panRegister,
        app.config.dev,
        String(data.pan),
        String(data.nameAsPan),
      );
      return upsertSoleOwner(tx, client.clientId, data, checks);
    });
    return ok({ id }, message('onboarding.stakeholder.added'));
  });
}
