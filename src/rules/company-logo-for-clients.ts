// Spec 3 section 2.10: the company's fields (its logo) belong to the client console's profile only.
import type { Rule } from '../engine/core/rules';

/** Hides the company logo outside the client console. */
export const companyLogoForClients: Rule = (_data, context) =>
  context.console === 'client' ? {} : { ui: { companyLogo: { hidden: true } } };
