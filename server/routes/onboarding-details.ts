// Onboarding details (spec 2 sections 2.2-2.4 and 7): read a client's whole onboarding, save the personal and business steps.
import type { FastifyInstance } from 'fastify';
import { clientDetails } from '../onboarding/client-details';
import { clientUser, refuseTakenMobile, saveBusiness, savePersonal } from '../onboarding/details';
import { refuseForeignDocuments } from '../onboarding/documents';
import { lockWritable, ONBOARDING_ACCESS, ruleContext, targetClient } from '../onboarding/scope';
import { validateForm } from '../forms/validate-form';
import { boundForm, onboardingWizard, refuseForeignForm } from '../onboarding/wizard';
import { caller } from '../plugins/access';
import { ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';

type Data = Record<string, unknown>;

export default async function onboardingDetailRoutes(app: FastifyInstance) {
  const config = { access: ONBOARDING_ACCESS };

  app.get(
    '/api/onboarding/client',
    { config, schema: { querystring: sharedSchema('onboarding#/$defs/clientOnly') } },
    async (request) => {
      const client = await targetClient(app, request, (request.query as { clientId?: string }).clientId);
      return ok(await clientDetails(app.db, client, caller(request).userId));
    },
  );

  app.post(
    '/api/onboarding/basic',
    { config, schema: { body: sharedSchema('onboarding#/$defs/saveBasic') } },
    async (request) => {
      const body = request.body as { clientId?: string; basicInformation: Data };
      const client = await targetClient(app, request, body.clientId);
      refuseForeignForm(onboardingWizard(app, request, client), 'onboarding.personal');
      await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        const personal = validateForm('onboarding.personal', body.basicInformation, ruleContext(app, request, client));
        await refuseTakenMobile(tx, personal.mobile, await clientUser(tx, client.clientId, caller(request).userId));
        await savePersonal(tx, client.clientId, personal);
      });
      return ok(null, 'Personal details saved successfully');
    },
  );

  app.post(
    '/api/onboarding/business',
    { config, schema: { body: sharedSchema('onboarding#/$defs/saveBusiness') } },
    async (request) => {
      const body = request.body as { clientId?: string; basicInformation: Data; businessInformation: Data };
      const client = await targetClient(app, request, body.clientId);
      // The client's own wizard names the form; the body cannot.
      const form = boundForm(onboardingWizard(app, request, client), 'client#/businessInformation');
      await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        const data = validateForm(
          form,
          { ...body.basicInformation, ...body.businessInformation },
          ruleContext(app, request, client),
        );
        await refuseForeignDocuments(tx, client.clientId, data);
        await refuseTakenMobile(tx, data.mobile, await clientUser(tx, client.clientId, caller(request).userId));
        await saveBusiness(tx, client.clientId, data);
      });
      return ok(null, 'Business details saved successfully');
    },
  );
}
