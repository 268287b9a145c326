// Spec 2 section 4.2: an IT Service Provider or Consultant fills the full business form; other individuals a short one.
import type { FieldUi, Rule } from '../engine/core/rules';
import { FULL_FORM_INDIVIDUAL_TYPES } from './onboarding-terms';

/** What the form declares beside the rule: the full form's extra fields, and those of them that stay optional. */
interface Options {
  fields?: string[];
  optional?: string[];
}

/** Full form: its declared fields shown and required (but the optional ones). Short form: they are hidden and cleared. */
export const individualBusinessForm: Rule<{ businessCategory?: string }> = (data, _context, options) => {
  const { fields = [], optional = [] } = options as Options;
  const full = FULL_FORM_INDIVIDUAL_TYPES.includes(data.businessCategory ?? '');
  const ui: Record<string, FieldUi> = {};
  const values: Record<string, undefined> = {};
  for (const field of fields) {
    if (full) {
      if (!optional.includes(field)) ui[field] = { required: true };
    } else {
      ui[field] = { hidden: true };
      values[field] = undefined;
    }
  }
  return { ui, values };
};
