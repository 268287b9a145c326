// Spec 3 section 5: an admin HS code is four 2-digit parts, verified before it may be saved.
import type { Rule } from '../engine/core/rules';

interface HsCodeForm {
  isValidate?: boolean;
}

/** The message when Save is pressed before Verify succeeded. */
export const VERIFY_FIRST = 'Please verify the HS Code before saving';

/** Save needs a successful Verify of the current four parts (the verify widget clears it when a part changes). */
export const hsCodeParts: Rule<HsCodeForm> = (data) =>
  data.isValidate ? {} : { errors: { isValidate: VERIFY_FIRST } };
