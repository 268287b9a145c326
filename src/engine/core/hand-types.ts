// The hand-written shapes the generated declaration types name: here, importing nothing, so no import cycle runs
// through declarations.generated.ts.
import type { JSONSchema7 } from 'json-schema';

/** A JSON Schema as written in schemas/, with the ajv-errors keyword. */
export type Schema = JSONSchema7 & { errorMessage?: string | Record<string, unknown>; $defs?: Record<string, Schema> };

/** A value that may differ by console: written once, or as { client, admin }. */
export type PerConsole<T> = T | { client?: T; admin?: T };

/** What a rule may change about one field's presentation. */
export interface FieldUi {
  hidden?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Shown but never editable, even when the form is. */
  locked?: boolean;
  /** A label other than the declared title (a sole proprietor's 'Owner/Director'). */
  label?: string;
}
