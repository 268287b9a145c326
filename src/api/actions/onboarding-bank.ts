// Spec 2 sections 4.3 and 5.4: the bank account validation before the account is saved, and what each answer means.
import { message } from '../../engine/core/message';
import { currentConsole } from '../../session/console';
import { CheckFailure } from '../../engine/core/check';
import { ApiError, request } from '../client';

type Data = Record<string, unknown>;

/** The spec's messages for the outcomes of a validation. */
export const BANK_MESSAGES = {
  validated: message('onboarding.bank.check.validated'),
  inReview: message('onboarding.bank.check.inReview'),
  mismatch: message('onboarding.bank.holderMismatch'),
  notFound: message('onboarding.bank.check.notFound'),
  unavailable: message('onboarding.bank.check.unavailable'),
};

interface Validation {
  accountHolderName?: string | null;
  skipped?: boolean;
  bankResponse?: { message?: string } | null;
}

/** The bank's own words, which the admin console is shown instead of ours (spec 2 section 4.3). */
const bankWords = (answer: Validation | null | undefined, fallback: string) =>
  currentConsole() === 'admin' && answer?.bankResponse?.message ? answer.bankResponse.message : fallback;

/**
 * Validates a bank-type account: a matching holder name (or DEV skip) passes; no holder name passes as in review;
 * a different name or an unknown account is refused with the form kept; anything else hides the form (Try Again).
 */
export async function validateBank({ clientId, accountType, accountNumber, ifscCode, accountHolderName }: Data) {
  if (accountType !== 'bank') return { message: undefined };
  let answer: Validation;
  try {
    answer = await request<Validation>('POST', '/onboarding/bank/validate', { clientId, accountNumber, ifscCode });
  } catch (error) {
    if (error instanceof ApiError && error.responseCode === 404)
      throw new CheckFailure(bankWords(error.data as Validation, error.message || BANK_MESSAGES.notFound));
    throw new CheckFailure(BANK_MESSAGES.unavailable, true);
  }
  if (answer.skipped) return { message: BANK_MESSAGES.validated };
  if (!answer.accountHolderName) return { message: BANK_MESSAGES.inReview };
  if (answer.accountHolderName.toLowerCase() !== String(accountHolderName ?? '').toLowerCase())
    throw new CheckFailure(bankWords(answer, BANK_MESSAGES.mismatch));
  return { message: BANK_MESSAGES.validated };
}

/** Bank actions by name. */
export const onboardingBankActions = { 'onboarding.validateBank': validateBank };
