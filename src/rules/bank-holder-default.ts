// Spec 2 section 5.4: the account holder name starts as the upper-cased legal name, or else the full name.
import type { Rule } from '../engine/core/rules';
import { fromRecord } from './onboarding-terms';

/** Fills an empty holder name from the legal name or the applicant's name saved in the same wizard's other steps. */
export const bankHolderDefault: Rule<{ accountHolderName?: string }> = (data, context) => {
  if (data.accountHolderName) return {};
  const legal = fromRecord(context.related, 'businessLegalName');
  const first = fromRecord(context.related, 'firstName');
  const last = fromRecord(context.related, 'lastName');
  const name = legal ?? [first, last].filter(Boolean).join(' ');
  return name ? { values: { accountHolderName: String(name).toUpperCase() } } : {};
};
