// The bank step (spec 2 sections 4.3 and 5.4): validate an account with the bank, verify a Swift/BIC, save the primary account.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { onboardingWizard, refuseForeignForm } from '../onboarding/wizard';
import { BankUnavailableError, type BankAnswer } from '../adapters/bank';
import { validateForm } from '../forms/validate-form';
import { savePrimaryAccount } from '../onboarding/bank-accounts';
import { refuseForeignDocuments } from '../onboarding/documents';
import { lockWritable, ONBOARDING_ACCESS, refuseReadOnly, ruleContext, targetClient } from '../onboarding/scope';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';

type Data = Record<string, unknown>;

/** The spec's bank messages the server gives. */
export const BANK_MESSAGES = {
  unavailable: message('onboarding.bank.serviceUnavailable'),
  invalidSwift: message('onboarding.bank.swiftFailed'),
  mismatch: message('onboarding.bank.holderMismatch'),
  /** A caller that skipped the form's own check ('Account numbers do not match') is told in the spec's other words. */
  numbersDiffer: message('onboarding.bank.numbersDiffer'),
};

export default async function onboardingBankRoutes(app: FastifyInstance) {
  const config = { access: ONBOARDING_ACCESS };

  /** The bank's answer for a found account; an unknown account is refused with the bank's words, an unreachable bank with 503. */
  const askBank = async (account: { clientId: string; accountNumber: string; ifscCode: string }) => {
    let answer: BankAnswer;
    try {
      answer = await app.providers.bank.validateAccount(account);
    } catch (error) {
      if (error instanceof BankUnavailableError) throw new ApiError(503, BANK_MESSAGES.unavailable);
      throw error;
    }
    if (!answer.found) throw new ApiError(404, answer.message, { bankResponse: answer.response });
    return answer;
  };

  app.post(
    '/api/onboarding/bank/validate',
    { config, schema: { body: sharedSchema('onboarding#/$defs/validateBank') } },
    async (request) => {
      const body = request.body as { clientId?: string; accountNumber: string; ifscCode: string };
      const { clientId } = await targetClient(app, request, body.clientId);
      if (app.config.dev.skipBankValidation) return ok({ accountHolderName: null, skipped: true }, 'Success');
      const answer = await askBank({ ...body, clientId });
      return ok({ accountHolderName: answer.accountHolderName, bankResponse: answer.response }, 'Success');
    },
  );

  app.post(
    '/api/onboarding/bank/validate-swift',
    { config, schema: { body: sharedSchema('onboarding#/$defs/validateSwift') } },
    async (request) => {
      const { bic, accountNumber } = request.body as { bic: string; accountNumber: string };
      if (!(await app.providers.swift.verify(bic, accountNumber))) throw new ApiError(400, BANK_MESSAGES.invalidSwift);
      return ok(null, 'Success');
    },
  );

  /** What the server itself finds about an account it is asked to save: the bank's answer, or the Swift directory's. */
  const verify = async (clientId: string, account: Data) => {
    if (account.accountType === 'eefc') {
      if (!(await app.providers.swift.verify(String(account.swiftBicCode), String(account.accountNumber))))
        throw new ApiError(400, BANK_MESSAGES.invalidSwift);
      return { isVerified: false, bankResponse: null };
    }
    if (app.config.dev.skipBankValidation) return { isVerified: false, bankResponse: null };
    const answer = await askBank({
      clientId,
      accountNumber: String(account.accountNumber),
      ifscCode: String(account.ifscCode),
    });
    const typed = String(account.accountHolderName).toLowerCase();
    if (answer.accountHolderName && answer.accountHolderName.toLowerCase() !== typed)
      throw new ApiError(400, BANK_MESSAGES.mismatch);
    return { isVerified: answer.accountHolderName !== null, bankResponse: answer.response };
  };

  app.post(
    '/api/onboarding/bank',
    { config, schema: { body: sharedSchema('onboarding#/$defs/scopedForm') } },
    async (request) => {
      const { clientId, isPrimary, ...account } = request.body as Data & { clientId?: string };
      if (isPrimary !== undefined && isPrimary !== true)
        throw new ApiError(400, message('onboarding.bank.alwaysPrimary'));
      const client = await targetClient(app, request, clientId);
      refuseReadOnly(client.clientStatus);
      refuseForeignForm(onboardingWizard(app, request, client), 'onboarding.bank');
      if (typeof account.accountNumberRe === 'string' && account.accountNumberRe !== account.accountNumber)
        throw new ApiError(400, BANK_MESSAGES.numbersDiffer);
      validateForm('onboarding.bank', account, ruleContext(app, request, client));
      await refuseForeignDocuments(app.db, client.clientId, account);
      // The providers are asked before the transaction, so no row stays locked while they answer.
      const verification = await verify(client.clientId, account);
      const id = await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        return savePrimaryAccount(tx, client.clientId, account, verification);
      });
      return ok({ id }, message('onboarding.bank.saved'));
    },
  );
}
