// Spec 2 section 5.4: the account holder name starts as the upper-cased legal name, or else the full name.
import type { Rule } from '../engine/core/rules';
import { fromSteps } from './onboarding-terms';

/** Fills an empty holder name from the business and personal steps of the same wizard. */
export const bankHolderDefault: Rule<{ accountHolderName?: string }> = (data, context) => {
  if (data.accountHolderName) return {};
  const legal = fromSteps(context.related, ['business', 'basic'], 'businessLegalName');
  const first = fromSteps(context.related, ['personal', 'basic'], 'firstName');
  const last = fromSteps(context.related, ['personal', 'basic'], 'lastName');
  const name = legal ?? [first, last].filter(Boolean).join(' ');
  return name ? { values: { accountHolderName: String(name).toUpperCase() } } : {};
};
