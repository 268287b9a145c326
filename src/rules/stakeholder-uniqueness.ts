// Spec 2 section 5.3: a PAN or an ID number may not belong to two different people among the saved stakeholders.
import type { Rule } from '../engine/core/rules';
import { message } from '../engine/core/message';

/** A saved stakeholder as the collection lists it. */
interface Stakeholder {
  id?: string;
  pan?: string;
  idNumber?: string;
  stakeHolderType?: string;
}

/** The spec's messages. */
export const PAN_USED_BY_OTHER_DIRECTOR = message('onboarding.stakeholder.panUsed');
export const PAN_EXISTS = message('onboarding.stakeholder.panExists');
export const ID_NUMBER_USED = message('onboarding.stakeholder.idNumberUsed');

/**
 * Against the collection's other entries (`context.related.items`): a director's PAN is unique among directors,
 * and no one is added twice to a section; an ID number already used by an owner or representative with a
 * different PAN is refused.
 */
export const stakeholderUniqueness: Rule<Stakeholder> = (data, context) => {
  const others = ((context.related?.items as Stakeholder[] | undefined) ?? []).filter((item) => item.id !== data.id);
  const errors: Record<string, string> = {};
  const sameType = others.filter((item) => item.stakeHolderType === data.stakeHolderType);
  if (data.pan && sameType.some((item) => item.pan === data.pan))
    errors.pan = data.stakeHolderType === 'director' ? PAN_USED_BY_OTHER_DIRECTOR : PAN_EXISTS;
  const idHolders = others.filter(
    (item) => item.stakeHolderType === 'owner' || item.stakeHolderType === 'representative',
  );
  if (data.idNumber && idHolders.some((item) => item.idNumber === data.idNumber && item.pan !== data.pan))
    errors.idNumber = ID_NUMBER_USED;
  return { errors };
};
