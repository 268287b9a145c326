// Spec 2 section 4.3: a saved account reopens as it was left: the number re-entered, an EEFC account's Swift code checked.
import type { Rule } from '../engine/core/rules';

/** Fills the form-only confirmation fields that the server does not keep. */
export const bankReloaded: Rule<{ accountNumber?: string; accountType?: string }> = (data) => ({
  values: {
    accountNumberRe: data.accountNumber,
    ...(data.accountType === 'eefc' ? { swiftVerified: true } : {}),
  },
});
