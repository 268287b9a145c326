// The bank step (spec 2 sections 4.3 and 5.4): validate an account with the bank, verify a Swift/BIC, save the primary account.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { onboardingWizard, refuseForeignForm } from '../onboarding/wizard';
import { validateForm } from '../forms/validate-form';
import { savePrimaryAccount } from '../onboarding/bank-accounts';
import { askBank, BANK_MESSAGES, verifyAccount } from '../onboarding/verify-account';
import { refuseForeignDocuments } from '../onboarding/documents';
import { lockWritable, ONBOARDING_ACCESS, refuseReadOnly, ruleContext, targetClient } from '../onboarding/scope';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { BANK_HOLDER } from '../responses/onboarding';
import { NO_DATA, SAVED_ID } from '../responses/common';

type Data = Record<string, unknown>;

/** The spec's bank messages the server gives (kept here for the tests that read them from the bank step). */
export { BANK_MESSAGES };

export default async function onboardingBankRoutes(app: FastifyInstance) {
  const config = { access: ONBOARDING_ACCESS };

  app.post(
    '/api/onboarding/bank/validate',
    { config, schema: { body: sharedSchema('onboarding#/$defs/validateBank'), response: BANK_HOLDER } },
    async (request) => {
      const body = request.body as { clientId?: string; accountNumber: string; ifscCode: string };
      const { clientId } = await targetClient(app, request, body.clientId);
      if (app.config.dev.skipBankValidation) return ok({ accountHolderName: null, skipped: true });
      const answer = await askBank(app, { ...body, clientId });
      return ok({ accountHolderName: answer.accountHolderName, bankResponse: answer.response });
    },
  );

  app.post(
    '/api/onboarding/bank/validate-swift',
    { config, schema: { body: sharedSchema('onboarding#/$defs/validateSwift'), response: NO_DATA } },
    async (request) => {
      const { bic, accountNumber } = request.body as { bic: string; accountNumber: string };
      if (!(await app.providers.swift.verify(bic, accountNumber))) throw new ApiError(400, BANK_MESSAGES.invalidSwift);
      return ok(null);
    },
  );

  app.post(
    '/api/onboarding/bank',
    { config, schema: { body: sharedSchema('onboarding#/$defs/scopedForm'), response: SAVED_ID } },
    async (request) => {
      const { clientId, isPrimary, ...account } = request.body as Data & { clientId?: string };
      if (isPrimary !== undefined && isPrimary !== true)
        throw new ApiError(400, message('onboarding.bank.alwaysPrimary'));
      const client = await targetClient(app, request, clientId);
      refuseReadOnly(client.clientStatus);
      refuseForeignForm(onboardingWizard(app, request, client), 'onboarding.bank');
      if (typeof account.accountNumberRe === 'string' && account.accountNumberRe !== account.accountNumber)
        throw new ApiError(400, BANK_MESSAGES.numbersDiffer);
      validateForm(app.declarations.form('onboarding.bank'), account, ruleContext(app, request, client));
      await refuseForeignDocuments(app.db, client.clientId, account);
      // The providers are asked before the transaction, so no row stays locked while they answer.
      const verification = await verifyAccount(app, client.clientId, account);
      const id = await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        return savePrimaryAccount(tx, client.clientId, account, verification);
      });
      return ok({ id }, message('onboarding.bank.saved'));
    },
  );
}
