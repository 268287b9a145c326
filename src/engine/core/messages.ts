// The spec's generic field messages, added to a schema wherever the analyst did not write one.

/** Spec 1 and 2 generic messages, keyed by what went wrong. */
export const DEFAULT_MESSAGES = {
  required: 'Required!',
  requiredText: (field: string) => `Please enter ${field}`,
  minLength: (field: string, n: number) => `Please enter at least ${n} characters for ${field}`,
  maxLength: (field: string, n: number) => `Please enter maximum ${n} characters for ${field}`,
};
