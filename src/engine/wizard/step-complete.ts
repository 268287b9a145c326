// When a wizard step's data is complete: its form validates and its rules are satisfied, or its collection has its people.
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { CollectionDeclaration, WizardStep } from '../core/declarations';
import { requiredByRuleMessages } from '../core/required-by-rule';
import { applyRules, type RuleContext, type RuleRegistry } from '../core/rules';
import type { LoadedForm } from '../form/SchemaForm';
import { collectionProblem } from './collection';

/** Everything the check needs besides the step and its data. */
export interface CompletenessInput {
  forms: Record<string, LoadedForm>;
  rules: RuleRegistry;
  context: RuleContext;
  /** The whole wizard's data, for rules that read other steps. */
  data: Record<string, unknown>;
  panels?: Record<string, { complete: (value: unknown) => boolean }>;
}

const validators = new WeakMap<LoadedForm, ReturnType<typeof createPrecompiledValidator>>();
const validatorOf = (form: LoadedForm) => {
  let validator = validators.get(form);
  if (!validator) {
    validator = createPrecompiledValidator(form.validateFns as never, form.declaration.schema as RJSFSchema);
    validators.set(form, validator);
  }
  return validator;
};

/** True when a form's data passes its schema and its rules (hidden fields aside), as its submit would. */
export function formComplete(form: LoadedForm, value: unknown, input: CompletenessInput): boolean {
  if (value === undefined) return false;
  const context = { ...input.context, related: input.data };
  const ruled = applyRules(form.declaration.rules, input.rules, value as Record<string, unknown>, context);
  const hidden = new Set(Object.entries(ruled.ui).flatMap(([path, ui]) => (ui.hidden ? [path] : [])));
  const errors = (validatorOf(form).rawValidation(form.declaration.schema as RJSFSchema, ruled.data).errors ?? []) as {
    instancePath: string;
    params?: { missingProperty?: string; errors?: { params?: { missingProperty?: string } }[] };
  }[];
  const blocking = errors.filter((error) => {
    const missing = error.params?.missingProperty ?? error.params?.errors?.[0]?.params?.missingProperty;
    const field = missing ?? error.instancePath.split('/')[1];
    return !hidden.has(field ?? '');
  });
  const ruleMessages = {
    ...requiredByRuleMessages(form.declaration.schema, ruled.data, ruled.ui),
    ...ruled.errors,
  };
  return blocking.length === 0 && Object.keys(ruleMessages).every((path) => hidden.has(path));
}

/** Whether a step may be left forwards with this data. */
export function stepComplete(step: WizardStep, value: unknown, input: CompletenessInput): boolean {
  if (step.form) return Boolean(input.forms[step.form]) && formComplete(input.forms[step.form], value, input);
  if (step.collection) return !collectionProblem(step.collection as CollectionDeclaration, value, input);
  if (step.panel) return input.panels?.[step.panel]?.complete(value) ?? false;
  return true;
}
