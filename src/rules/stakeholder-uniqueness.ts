// Spec 2 section 5.3: a PAN or an ID number may not belong to two different people among the saved stakeholders.
import type { Rule } from '../engine/core/rules';

/** A saved stakeholder as the collection lists it. */
interface Stakeholder {
  id?: string;
  pan?: string;
  idNumber?: string;
  stakeHolderType?: string;
}

/** The spec's messages. */
export const PAN_USED_BY_OTHER_DIRECTOR = 'The entered PAN number is already used with a different user';
export const PAN_EXISTS = 'PAN number already exists. Please enter different PAN';
export const ID_NUMBER_USED = 'The entered ID number is already verified with a different user';

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
