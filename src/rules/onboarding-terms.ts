// The words of spec 2 that several onboarding rules share: individual business types, the high-risk industry, age.
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

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * True when a 'YYYY-MM-DD' date of birth is less than the minimum age ago (false when absent or not a real date).
 * Plain dates, not dayjs: this rule runs on the first onboarding step, which should not download a date library.
 */
export function isUnderAge(dob: unknown, today = new Date()): boolean {
  const parts = typeof dob === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob) : null;
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const born = new Date(year, month - 1, day);
  if (born.getFullYear() !== year || born.getMonth() !== month - 1 || born.getDate() !== day) return false;
  // The same day MINIMUM_AGE years ago; 28 February when that year has no 29th.
  const thresholdYear = today.getFullYear() - MINIMUM_AGE;
  const thresholdDay = Math.min(today.getDate(), new Date(thresholdYear, today.getMonth() + 1, 0).getDate());
  return parts[0] > `${thresholdYear}-${twoDigits(today.getMonth() + 1)}-${twoDigits(thresholdDay)}`;
}

/** Reads a field of another part of the same record: the first step (or saved part) around the form that has it. */
export function fromRecord(related: Record<string, unknown> | undefined, field: string): unknown {
  for (const part of Object.values(related ?? {})) {
    const value = (part as Record<string, unknown> | null | undefined)?.[field];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}
