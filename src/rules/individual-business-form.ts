// Spec 2 section 4.2: an IT Service Provider or Consultant fills the full business form; other individuals a short one.
import type { FieldUi, Rule } from '../engine/core/rules';
import { FULL_FORM_INDIVIDUAL_TYPES } from './onboarding-terms';

/** Fields of the full form beyond the short form's business type, description, website and currency. */
export const FULL_FORM_FIELDS = [
  'businessLegalName',
  'address1',
  'address2',
  'country',
  'state',
  'city',
  'pinCode',
  'estimatedMonthlyVolume',
  'allowedCurrency',
];
const OPTIONAL = ['address2'];

/** Full form: its fields shown and required (but Address Line 2). Short form: they are hidden and cleared. */
export const individualBusinessForm: Rule<{ businessCategory?: string }> = (data) => {
  const full = FULL_FORM_INDIVIDUAL_TYPES.includes(data.businessCategory ?? '');
  const ui: Record<string, FieldUi> = {};
  const values: Record<string, undefined> = {};
  for (const field of FULL_FORM_FIELDS) {
    if (full) {
      if (!OPTIONAL.includes(field)) ui[field] = { required: true };
    } else {
      ui[field] = { hidden: true };
      values[field] = undefined;
    }
  }
  return { ui, values };
};
