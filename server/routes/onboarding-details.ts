// Onboarding details (spec 2 sections 2.2-2.4 and 7): read a client's whole onboarding, save the steps bound to its information.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { partsOfRequest } from '../../src/engine/core/entity';
import { formFields } from '../../src/engine/core/form-fields';
import { clientDetails } from '../onboarding/client-details';
import { clientUser, refuseTakenMobile, saveInformation } from '../onboarding/details';
import { refuseForeignDocuments } from '../onboarding/documents';
import { lockWritable, ONBOARDING_ACCESS, ruleContext, targetClient } from '../onboarding/scope';
import { validateForm } from '../forms/validate-form';
import { boundForm, onboardingWizard } from '../onboarding/wizard';
import { caller } from '../plugins/access';
import { ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { CLIENT_DETAILS } from '../responses/onboarding';
import { NO_DATA } from '../responses/common';

type Data = Record<string, unknown>;

/** The spec's save routes, each for the step of the client's own wizard bound to one part of the client entity. */
const SAVES = [
  {
    path: '/api/onboarding/basic',
    bind: 'client#/bacicInformation',
    body: 'onboarding#/$defs/saveBasic',
    message: message('onboarding.details.personalSaved'),
  },
  {
    path: '/api/onboarding/business',
    bind: 'client#/businessInformation',
    body: 'onboarding#/$defs/saveBusiness',
    message: message('onboarding.details.businessSaved'),
  },
];

export default async function onboardingDetailRoutes(app: FastifyInstance) {
  const config = { access: ONBOARDING_ACCESS };

  app.get(
    '/api/onboarding/client',
    { config, schema: { querystring: sharedSchema('onboarding#/$defs/clientOnly'), response: CLIENT_DETAILS } },
    async (request) => {
      const client = await targetClient(app, request, (request.query as { clientId?: string }).clientId);
      return ok(await clientDetails(app.db, client, caller(request).userId, app.declarations.entity('client')));
    },
  );

  // One handler for every part: the client's own wizard names the form (the body cannot), the parts merge into its data.
  for (const save of SAVES)
    app.post(save.path, { config, schema: { body: sharedSchema(save.body), response: NO_DATA } }, async (request) => {
      const body = request.body as Data & { clientId?: string };
      const client = await targetClient(app, request, body.clientId);
      const form = boundForm(onboardingWizard(app, request, client), save.bind);
      await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        const entity = app.declarations.entity('client');
        const parts = partsOfRequest(entity, body);
        const data = validateForm(
          app.declarations.form(form),
          Object.assign({}, ...Object.values(parts)) as Data,
          ruleContext(app, request, client),
        );
        await refuseForeignDocuments(tx, client.clientId, data);
        await refuseTakenMobile(tx, data.mobile, await clientUser(tx, client.clientId, caller(request).userId));
        const fields = formFields(app.declarations.form(form).schema);
        await saveInformation(tx, client.clientId, data, fields, save.bind.split('#/')[1], entity);
      });
      return ok(null, save.message);
    });
}
