// The words of spec 2 that several onboarding rules share: individual business types, the high-risk industry, age.
import dayjs from 'dayjs';

/** Individual business types that get the full business form and need a beneficial owner (spec 2 section 4.2). */
export const FULL_FORM_INDIVIDUAL_TYPES = ['IT Service Provider', 'Consultant'];

/** Individual business types whose owner and director sections are hidden (spec 2 section 2.5). */
export const REPRESENTATIVE_ONLY_TYPES = ['Individual/Freelancer', 'Influencer'];

/** Business types asked 'Is your business registered under GST?' in the documentation variant (spec 2 section 2.4). */
export const GST_QUESTION_TYPES = ['Consultant', 'Sole Proprietor - Export Services'];

/** Industry key of 'Gems & Jewelry', the high-risk industry (spec 2 section 9). */
export const HIGH_RISK_INDUSTRY = 'gems';

/** Minimum age of every person in onboarding (spec 2 section 9). */
export const MINIMUM_AGE = 18;

/** True when a 'YYYY-MM-DD' date of birth is less than the minimum age ago (false when absent or unreadable). */
export function isUnderAge(dob: unknown, today = dayjs()): boolean {
  if (typeof dob !== 'string' || !dayjs(dob).isValid()) return false;
  return dayjs(dob).isAfter(today.subtract(MINIMUM_AGE, 'year'));
}

/** Reads a field of another part of the same record: the first step (or saved part) around the form that has it. */
export function fromRecord(related: Record<string, unknown> | undefined, field: string): unknown {
  for (const part of Object.values(related ?? {})) {
    const value = (part as Record<string, unknown> | null | undefined)?.[field];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}
