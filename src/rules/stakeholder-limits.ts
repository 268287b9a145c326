// Spec 2 sections 2.5, 4.4 and 5.3: which stakeholder sections a client sees and how many people each needs.
import type { FieldUi, Rule } from '../engine/core/rules';
import { FULL_FORM_INDIVIDUAL_TYPES, REPRESENTATIVE_ONLY_TYPES, fromRecord } from './onboarding-terms';
import { message } from '../engine/core/message';

interface Stakeholders {
  stakeHolders?: { stakeHolderType?: string }[];
}

/** The spec's minimum-people messages. */
export const MINIMUM_MESSAGES = {
  company: message('onboarding.stakeholders.company'),
  soleProprietor: message('onboarding.stakeholders.soleProprietor'),
  representativeOnly: message('onboarding.stakeholders.representativeOnly'),
  beneficialOwner: message('onboarding.stakeholders.beneficialOwner'),
};

type Shape = { need: Record<string, number>; message: string; ui: Record<string, FieldUi> };

const shapeOf = (companyType: unknown, businessCategory: unknown, individual: boolean): Shape => {
  if (individual && REPRESENTATIVE_ONLY_TYPES.includes(String(businessCategory)))
    return {
      need: { representative: 1 },
      message: MINIMUM_MESSAGES.representativeOnly,
      ui: { owner: { hidden: true }, director: { hidden: true } },
    };
  if (individual && FULL_FORM_INDIVIDUAL_TYPES.includes(String(businessCategory)))
    return { need: { owner: 1 }, message: MINIMUM_MESSAGES.beneficialOwner, ui: {} };
  if (individual || companyType === 'Sole Proprietor')
    return {
      need: { owner: 1 },
      message: MINIMUM_MESSAGES.soleProprietor,
      ui: { owner: { label: 'Owner/Director' }, director: { hidden: true }, representative: { hidden: true } },
    };
  return {
    need: { owner: 1, director: 2, representative: 1 },
    message: MINIMUM_MESSAGES.company,
    ui: companyType === 'Partnership Firm' ? { director: { label: 'Designated Partners' } } : {},
  };
};

/**
 * Sections are keyed by stakeholder type in `ui`; the minimum message is an error on `stakeHolders` until every
 * section has its people (1 owner, 2 directors and 1 representative for companies; fewer for sole proprietors
 * and individuals).
 */
export const stakeholderLimits: Rule<Stakeholders> = (data, context) => {
  const shape = shapeOf(
    fromRecord(context.related, 'businessType'),
    fromRecord(context.related, 'businessCategory'),
    context.clientType === 'Individual',
  );
  const count = (type: string) => (data.stakeHolders ?? []).filter((item) => item.stakeHolderType === type).length;
  const met = Object.entries(shape.need).every(([type, n]) => count(type) >= n);
  return met ? { ui: shape.ui } : { ui: shape.ui, errors: { stakeHolders: shape.message } };
};
