// Spec 2 section 2.4: the documentation variant needs the IEC and GST files; only some business types are asked about GST.
import type { Rule } from '../engine/core/rules';
import { GST_QUESTION_TYPES } from './onboarding-terms';

interface Basic {
  businessCategory?: string;
  gstResgistered?: boolean;
}

/** The GST question for Consultants and export-service sole proprietors; the GST file unless they answered No. */
export const documentationFiles: Rule<Basic> = (data) => {
  const asked = GST_QUESTION_TYPES.includes(data.businessCategory ?? '');
  if (!asked)
    return {
      ui: { gstResgistered: { hidden: true }, gstFile: { required: true } },
      values: { gstResgistered: undefined },
    };
  if (data.gstResgistered === false)
    return { ui: { gstResgistered: { required: true }, gstFile: { hidden: true } }, values: { gstFile: undefined } };
  return { ui: { gstResgistered: { required: true }, gstFile: { required: true } } };
};
