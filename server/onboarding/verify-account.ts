// What the server itself finds about a bank account it is asked to save (spec 2 sections 5.4 and 8): the simulated
// bank's answer or the Swift directory's, in the spec's words; shared by onboarding's bank step and Add Bank Accounts.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { BankUnavailableError, type BankAnswer } from '../adapters/bank';
import { ApiError } from '../plugins/envelope';

type Data = Record<string, unknown>;

/** The spec's bank messages the server gives. */
export const BANK_MESSAGES = {
  unavailable: message('onboarding.bank.serviceUnavailable'),
  invalidSwift: message('onboarding.bank.swiftFailed'),
  mismatch: message('onboarding.bank.holderMismatch'),
  /** A caller that skipped the form's own check ('Account numbers do not match') is told in the spec's other words. */
  numbersDiffer: message('onboarding.bank.numbersDiffer'),
};

/** The bank's answer for a found account; an unknown account is refused with the bank's words, an unreachable bank with 503. */
export async function askBank(
  app: FastifyInstance,
  account: { clientId: string; accountNumber: string; ifscCode: string },
): Promise<BankAnswer & { found: true }> {
  let answer: BankAnswer;
  try {
    answer = await app.providers.bank.validateAccount(account);
  } catch (error) {
    if (error instanceof BankUnavailableError) throw new ApiError(503, BANK_MESSAGES.unavailable);
    throw error;
  }
  if (!answer.found) throw new ApiError(404, answer.message, { bankResponse: answer.response });
  return answer;
}

/** Verifies an account to be saved: an EEFC one with the Swift directory, any other with the bank and its holder's name. */
export async function verifyAccount(
  app: FastifyInstance,
  clientId: string,
  account: Data,
): Promise<{ isVerified: boolean; bankResponse: Data | null }> {
  if (account.accountType === 'eefc') {
    if (!(await app.providers.swift.verify(String(account.swiftBicCode), String(account.accountNumber))))
      throw new ApiError(400, BANK_MESSAGES.invalidSwift);
    return { isVerified: false, bankResponse: null };
  }
  if (app.config.dev.skipBankValidation) return { isVerified: false, bankResponse: null };
  const answer = await askBank(app, {
    clientId,
    accountNumber: String(account.accountNumber),
    ifscCode: String(account.ifscCode),
  });
  const typed = String(account.accountHolderName).toLowerCase();
  if (answer.accountHolderName && answer.accountHolderName.toLowerCase() !== typed)
    throw new ApiError(400, BANK_MESSAGES.mismatch);
  return { isVerified: answer.accountHolderName !== null, bankResponse: answer.response };
}
