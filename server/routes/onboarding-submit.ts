// Submitting onboarding for approval (spec 2 section 4.1): the client waits for approval, the client user gets the role that follows.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { menuFor } from '../auth/login-response';
import { refuseIncomplete, type Variant } from '../onboarding/completeness';
import { onboardingWizard } from '../onboarding/wizard';
import { loadDetails, recordSubmission } from '../onboarding/details';
import { setRole } from '../users/store';
import { lockWritable, ONBOARDING_ACCESS, ruleContext, targetClient } from '../onboarding/scope';
import { caller } from '../plugins/access';
import { ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { SUBMISSION } from '../responses/onboarding';

/** The status a submitted onboarding waits in. */
export const SUBMITTED = 'Approval_In_Progress';

export default async function onboardingSubmitRoutes(app: FastifyInstance) {
  app.post(
    '/api/onboarding/submit',
    {
      config: { access: ONBOARDING_ACCESS },
      schema: { body: sharedSchema('onboarding#/$defs/submitOnboarding'), response: SUBMISSION },
    },
    async (request) => {
      const body = request.body as { clientId?: string };
      const user = caller(request);
      const client = await targetClient(app, request, body.clientId);
      // The variant and the role that follows come from the client's own wizard, never from the body.
      const wizard = onboardingWizard(app, request, client);
      const roleName = await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        await refuseIncomplete(tx, client.clientId, wizard.variant as Variant, ruleContext(app, request, client));
        const { basic } = await loadDetails(tx, client.clientId);
        const fullName = [basic.firstName, basic.lastName].filter(Boolean).join(' ');
        await recordSubmission(
          tx,
          client.clientId,
          SUBMITTED,
          basic.businessLegalName ?? (fullName || client.clientName),
        );
        const next = app.console === 'client' ? wizard.finishRole : undefined;
        if (!next) return user.roleName;
        await setRole(tx, user.userId, next);
        return next;
      });
      return ok(
        {
          clientStatus: SUBMITTED,
          roleName,
          privileges: menuFor(app.declarations.menus(), roleName, client.clientType),
        },
        message('onboarding.submit.done'),
      );
    },
  );
}
