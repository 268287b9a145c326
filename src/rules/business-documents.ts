// Spec 2 sections 2.2 and 5.2: which business documents a client uploads, by client type, company type and industry.
import type { FieldUi, Rule } from '../engine/core/rules';
import { HIGH_RISK_INDUSTRY } from './onboarding-terms';

interface Business {
  businessType?: string;
  clientIndustry?: string[];
}

const HIDDEN: FieldUi = { hidden: true };

/**
 * IEC for non-individual clients; the business proof (partnership deed) for a Partnership Firm; e-FIRA and the
 * latest invoice for the high-risk industry or individual clients. Documents that do not apply are hidden and cleared.
 */
export const businessDocuments: Rule<Business> = (data, context) => {
  const individual = context.clientType === 'Individual';
  const partnership = data.businessType === 'Partnership Firm';
  const trade = individual || (data.clientIndustry ?? []).includes(HIGH_RISK_INDUSTRY);
  const ui: Record<string, FieldUi> = {
    iecFile: individual ? HIDDEN : { required: true },
    registrationProofFile: partnership ? { required: true } : HIDDEN,
  };
  const values: Record<string, undefined> = {};
  if (individual) values.iecFile = undefined;
  if (!partnership) values.registrationProofFile = undefined;
  if (!trade) {
    ui.firaDocument = HIDDEN;
    ui.invoiceDocument = HIDDEN;
    values.firaDocument = undefined;
    values.invoiceDocument = undefined;
  }
  return { ui, values };
};
