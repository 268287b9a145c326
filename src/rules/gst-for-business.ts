// Example rule of the engine's contact form: a business must give its GST number; an individual has none.
import type { Rule } from '../engine/core/rules';

interface Contact {
  businessType?: string;
  gstNumber?: string;
}

/** Business: GST required. Individual: GST hidden and cleared. */
export const gstForBusiness: Rule<Contact> = (data) => {
  if (data.businessType === 'Business') return { ui: { gstNumber: { required: true } } };
  if (data.businessType === 'Individual')
    return { ui: { gstNumber: { hidden: true } }, values: { gstNumber: undefined } };
  return {};
};
