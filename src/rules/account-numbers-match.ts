// Spec 2 section 5.4: the re-entered account number must repeat the account number.
import type { Rule } from '../engine/core/rules';
import { message } from '../engine/core/message';

/** The spec's message. */
export const ACCOUNT_NUMBERS_DIFFER = message('onboarding.bank.accountNumbersDiffer');

/** Once the re-entry is typed, it must equal the account number. */
export const accountNumbersMatch: Rule<{ accountNumber?: string; accountNumberRe?: string }> = (data) =>
  data.accountNumberRe && data.accountNumberRe !== data.accountNumber
    ? { errors: { accountNumberRe: ACCOUNT_NUMBERS_DIFFER } }
    : {};
