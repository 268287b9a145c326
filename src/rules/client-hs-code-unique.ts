// Spec 3 section 5: a client may not add an HS code it already has.
import type { Rule } from '../engine/core/rules';

interface ClientHsCodeForm {
  hsCode?: string;
  /** The client's current codes, provided by the dialog that opens the form. */
  existingCodes?: string[];
}

/** The message for a code the client already has. */
export const HS_CODE_EXISTS = 'HS Code already exists';

/** Refuses a code already in the client's list. */
export const clientHsCodeUnique: Rule<ClientHsCodeForm> = (data) =>
  data.hsCode && data.existingCodes?.includes(data.hsCode) ? { errors: { hsCode: HS_CODE_EXISTS } } : {};
