// The server checks a form's data as the browser does: the declared schema, then the declared rules, in the same words.
import type { ValidateFunction } from 'ajv';
import type { BundledForm } from '../../src/engine/core/declarations';
import { applyRules, type AppliedRules, type RuleContext } from '../../src/engine/core/rules';
import { messagesByPath, type AjvError } from '../../src/engine/form/error-schema';
import { requiredByRuleMessages } from '../../src/engine/core/required-by-rule';
import { rules } from '../../src/rules';
import { ApiError } from '../plugins/envelope';
import { formDeclaration } from '../schemas';
import { createAjv } from '../validation';

type Data = Record<string, unknown>;

const ajv = createAjv();
const compiled = new Map<string, { form: BundledForm; validate: ValidateFunction }>();

/** The form and its validator, compiled on first use. */
const compiledForm = (formId: string) => {
  let entry = compiled.get(formId);
  if (!entry) {
    const form = formDeclaration(formId);
    entry = { form, validate: ajv.compile(form.schema) };
    compiled.set(formId, entry);
  }
  return entry;
};

/**
 * The browser sends the data its rules settled. A field the rules would change was not settled: a hidden one
 * still carrying a value does not apply, a locked one must hold the rule's value.
 */
function unsettled(form: BundledForm, sent: Data, ruled: AppliedRules<Data>): [string, string][] {
  const found: [string, string][] = [];
  for (const key of new Set([...Object.keys(sent), ...Object.keys(ruled.data)])) {
    const settled = ruled.data[key];
    if (JSON.stringify(sent[key]) === JSON.stringify(settled)) continue;
    const title = (form.schema.properties?.[key] as { title?: string } | undefined)?.title ?? key;
    found.push([
      key,
      settled === undefined || ruled.ui[key]?.hidden ? `${title} does not apply here` : `${title} must be ${settled}`,
    ]);
  }
  return found;
}

/** Keywords that only say a value is missing (a conditional requirement reports `if` beside `required`). */
const MISSING = new Set(['required', 'if']);

/** True when an error, or every error a custom message wraps, is about a missing value. */
const onlyMissing = (error: AjvError): boolean =>
  error.keyword === 'errorMessage' ? (error.params.errors ?? []).every(onlyMissing) : MISSING.has(error.keyword);

/**
 * Every message for the data by field path, in the order the browser shows them; empty when the data is valid.
 * Like the wizard's step check, a field the rules hide does not block, unless it still carries a value.
 */
export function formMessages(formId: string, data: Data, context: RuleContext): Map<string, string> {
  const { form, validate } = compiledForm(formId);
  validate(data);
  const errors = (validate.errors ?? []) as AjvError[];
  // Rules read the values that are there; a value of the wrong shape is refused by the schema alone.
  if (!errors.every(onlyMissing)) return messagesByPath(errors, {});
  const ruled = applyRules(form.rules, rules, data, context);
  const messages = messagesByPath(errors, {
    ...requiredByRuleMessages(form.schema, data, ruled.ui),
    ...ruled.errors,
  });
  for (const path of messages.keys()) if (ruled.ui[path.split('.')[0]]?.hidden) messages.delete(path);
  for (const [path, message] of unsettled(form, data, ruled)) if (!messages.has(path)) messages.set(path, message);
  return messages;
}

/** Returns the data when the declared form accepts it; otherwise refuses with 400 and the first message. */
export function validateForm<T extends Data>(formId: string, data: T, context: RuleContext): T {
  const [first] = formMessages(formId, data, context).values();
  if (first !== undefined) throw new ApiError(400, first);
  return data;
}
