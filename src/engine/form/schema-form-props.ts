// The props of SchemaForm, apart from it, so its store hook (use-form-store.ts) reads them without importing the form.
import type { ReactNode } from 'react';
import type { BundledForm, ValidatorFunctions } from '../core/declarations';
import type { FieldUi } from '../core/rules';

/** A declared form as the declarations plugin serves it. */
export interface LoadedForm {
  declaration: BundledForm;
  validateFns: ValidatorFunctions;
}

/** Props of SchemaForm. */
export interface SchemaFormProps<T> {
  form: LoadedForm;
  /** Values to start from (a saved record or a draft). */
  initialData?: Partial<T>;
  /** Called with the settled data after every change. */
  onChange?: (data: T) => void;
  /** Called with valid data on submit; a rejected promise keeps the form as it is. */
  onSubmit?: (data: T) => void | Promise<void>;
  /** Every field shown and nothing editable; no submit button. Off by default. */
  readOnly?: boolean;
  /** Every field disabled (for example while saving). Off by default. */
  disabled?: boolean;
  /** Label of the submit button; the declaration's submitLabel, else 'Submit'. */
  submitLabel?: string;
  /** Extra buttons beside the submit button (Cancel, Back). */
  actions?: ReactNode;
  /** Presentation changes the screen makes to this form (a wizard variant hides or locks a field); rules win. */
  fieldUi?: Record<string, FieldUi>;
  /** Data around the form that its rules may read (`context.related`): a wizard's other steps, a list's entries. */
  related?: Record<string, unknown>;
  /**
   * The server's refusal of the data last sent, by field path (a newer version of the form, say): each message shows
   * at its field, or at the form for a field it does not draw, until that field changes. A new object shows anew.
   */
  refused?: Record<string, string>;
  /** Hears whether every field is valid now (touched or not), each time that changes. */
  onValidity?: (valid: boolean) => void;
}
