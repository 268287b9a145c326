// Spec 2 sections 3 and 5.2: a service exporter says whether they are GST registered; if so the certificate is needed.
import type { Rule } from '../engine/core/rules';

/** The answer is required; Yes requires the GST certificate, No hides and clears it. */
export const gstRegistration: Rule<{ gstResgistered?: boolean }> = (data) =>
  data.gstResgistered === true
    ? { ui: { gstResgistered: { required: true }, gstFile: { required: true } } }
    : { ui: { gstResgistered: { required: true }, gstFile: { hidden: true } }, values: { gstFile: undefined } };
