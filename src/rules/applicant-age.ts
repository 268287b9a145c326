// Spec 2 section 5.3: the service exporter verifying themselves must be at least 18.
import type { Rule } from '../engine/core/rules';
import { isUnderAge } from './onboarding-terms';
import { message } from '../engine/core/message';

/** The spec's message. */
export const APPLICANT_AGE = message('onboarding.age.applicant');

/** An under-age date of birth is refused. */
export const applicantAge: Rule<{ dob?: string }> = (data) =>
  isUnderAge(data.dob) ? { errors: { dob: APPLICANT_AGE } } : {};
