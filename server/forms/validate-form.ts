// The server checks a form's data as the browser does: the declared schema, then the declared rules, in the same words.
import type { ValidateFunction } from 'ajv';
import type { BundledForm } from '../../src/engine/core/declarations';
import { applyRules, type AppliedRules, type RuleContext } from '../../src/engine/core/rules';
import { messagesByPath, type AjvError } from '../../src/engine/form/error-schema';
import { requiredByRuleMessages } from '../../src/engine/core/required-by-rule';
import { rules } from '../../src/rules';
import { message } from '../../src/engine/core/message';
import { ApiError } from '../plugins/envelope';
import { formDeclaration } from '../schemas';
import { createAjv } from '../validation';

type Data = Record<string, unknown>;

const ajv = createAjv();
/** The file's forms by id (routes pass the version in force, app.declarations.form(id), which keeps one per version). */
const files = new Map<string, BundledForm>();
/** Each form version's validator, compiled on first use and let go with the version. */
const compiled = new WeakMap<BundledForm, ValidateFunction>();

/** A form as in force (an object from app.declarations) or, by id, as its file declares it (version 0). */
export type FormInForce = BundledForm | string;

/** The form and its validator, compiled on first use. */
const compiledForm = (given: FormInForce) => {
  let form = typeof given === 'string' ? files.get(given) : given;
  if (!form) files.set(given as string, (form = formDeclaration(given as string)));
  let validate = compiled.get(form);
  if (!validate) compiled.set(form, (validate = ajv.compile(form.schema)));
  return { form, validate };
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

/**
 * A key the form does not declare is named as its own field's message: the form in force may lack a field another
 * version had (a rollback of a published one, issue 34), and a caller must see which.
 */
function namedUnknown(error: AjvError): AjvError {
  const field = (error.params as { additionalProperty?: string }).additionalProperty;
  if (error.keyword !== 'additionalProperties' || !field) return error;
  const instancePath = `${error.instancePath}/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return { ...error, instancePath, message: message('forms.notInForm', { field }) };
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
export function formMessages(given: FormInForce, data: Data, context: RuleContext): Map<string, string> {
  const { form, validate } = compiledForm(given);
  validate(data);
  const errors = ((validate.errors ?? []) as AjvError[]).map(namedUnknown);
  // Rules read the values that are there; a value of the wrong shape is refused by the schema alone.
  if (!errors.every(onlyMissing)) return messagesByPath(errors, {});
  const ruled = applyRules(form.rules, rules, data, context);
  const messages = messagesByPath(errors, {
    ...requiredByRuleMessages(form.schema, data, ruled.ui),
    ...ruled.errors,
  });
  for (const path of messages.keys()) if (ruled.ui[path.split('.')[0]]?.hidden) messages.delete(path);
  for (const [path, text] of unsettled(form, data, ruled)) if (!messages.has(path)) messages.set(path, text);
  return messages;
}

/** Returns the data when the form accepts it; otherwise refuses with 400, the first message and all by field. */
export function validateForm<T extends Data>(given: FormInForce, data: T, context: RuleContext): T {
  const messages = formMessages(given, data, context);
  const [first] = messages.values();
  // Every message by field path too, so the form shows each at its field (a newer version's refusals included).
  if (first !== undefined) throw new ApiError(400, first, { fields: Object.fromEntries(messages) });
  return data;
}
