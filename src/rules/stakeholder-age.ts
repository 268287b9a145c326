// Spec 2 section 5.3: every stakeholder is at least 18; a director is told so in the director's own words.
import type { Rule } from '../engine/core/rules';
import { isUnderAge } from './onboarding-terms';
import { message } from '../engine/core/message';

/** The spec's messages. */
export const STAKEHOLDER_AGE = message('onboarding.age.stakeholder');
export const DIRECTOR_AGE = message('onboarding.age.director');

/** An under-age date of birth is refused with the message for the stakeholder's type. */
export const stakeholderAge: Rule<{ dob?: string; stakeHolderType?: string }> = (data) =>
  isUnderAge(data.dob) ? { errors: { dob: data.stakeHolderType === 'director' ? DIRECTOR_AGE : STAKEHOLDER_AGE } } : {};
