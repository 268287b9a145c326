// A field a rule reveals starts from its declared default, as it would have had it been shown when the form opened.
import { getDefaultFormState, type Experimental_DefaultFormStateBehavior, type RJSFSchema } from '@rjsf/utils';
import type { ValidatorType } from '@rjsf/utils';
import { getPath, setPath, type FieldUi } from '../core/rules';

/** The declared defaults of a form's fields, as RJSF computes them for an empty form. */
export function declaredDefaults(
  validator: ValidatorType,
  schema: RJSFSchema,
  behavior: Experimental_DefaultFormStateBehavior,
): Record<string, unknown> {
  return getDefaultFormState(validator, schema, {}, schema, false, behavior) as Record<string, unknown>;
}

/**
 * RJSF fills defaults only for fields the data lacks, and a rule that hides a field empties it (the server refuses a
 * hidden field with a value), so the field would come back empty: data with every field hidden `before` and shown
 * `after` that holds nothing given its declared default. The same object when there is none to give.
 */
export function withRevealedDefaults<T extends Record<string, unknown>>(
  data: T,
  before: Record<string, FieldUi>,
  after: Record<string, FieldUi>,
  defaults: Record<string, unknown>,
): T {
  let result = data;
  for (const [path, change] of Object.entries(before)) {
    const fallback = getPath(defaults, path);
    if (!change.hidden || after[path]?.hidden || fallback === undefined || getPath(result, path) !== undefined)
      continue;
    if (result === data) result = { ...data };
    setPath(result, path, structuredClone(fallback));
  }
  return result;
}
