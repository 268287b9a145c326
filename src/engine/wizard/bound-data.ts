// Each step's saved data, read from the loaded entity record through the step's `bind` and its form's fields (which
// the build lists with the wizard, so no form is fetched for it; a form already fetched says its own).
import { parseBind } from '../core/entity';
import { formFields } from '../core/form-fields';
import { applyRules, type RuleContext, type RuleRegistry } from '../core/rules';
import type { WizardDeclaration, WizardStep } from '../core/declarations';

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || value === 'null' || (Array.isArray(value) && !value.length);

/** Document references arrive as objects or, as the spec stores them, JSON strings. */
const parsed = (value: unknown): unknown => {
  if (typeof value !== 'string' || !value.startsWith('{')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** Only the named keys that hold a value: forms refuse nulls and keys they do not declare. */
const pick = (source: Data | undefined, keys: string[]): Data =>
  Object.fromEntries(keys.flatMap((key) => (isEmpty(source?.[key]) ? [] : [[key, parsed(source![key])]])));

/** Fields by form id. */
type FormFields = Record<string, string[]>;

const fieldsOf = (fields: FormFields, id: string | undefined): string[] => (id && fields[id]) || [];

/**
 * The fields to bind by form id: each fetched form's own, the wizard's list for the others. A form fetched after the
 * wizard was drawn is the version in force then, which may draw a field published meanwhile (issue 34): its step, the
 * review and the next save read what that version draws.
 */
export const fieldsToBind = (listed: FormFields, fetched: Record<string, { declaration: { schema: object } }>) => ({
  ...listed,
  ...Object.fromEntries(Object.entries(fetched).map(([id, form]) => [id, formFields(form.declaration.schema)])),
});

/** The item of a bound list a step edits: the first whose fields equal the step's `bindItem`. */
const matching = (items: Data[], step: WizardStep): Data | undefined =>
  items.find((item) => Object.entries(step.bindItem ?? {}).every(([key, value]) => item[key] === value));

/** One bound step's data: an object part's fields, a list's entries, or one item of a list. */
function stepData(step: WizardStep, record: Data, fields: FormFields): unknown {
  const { part } = parseBind(step.bind!);
  const value = record[part];
  if (step.collection) {
    const { field, typeField, sections } = step.collection;
    const keys = ['id', typeField, ...sections.flatMap((section) => fieldsOf(fields, section.form))];
    return { [field]: (Array.isArray(value) ? (value as Data[]) : []).map((item) => pick(item, keys)) };
  }
  const keys = fieldsOf(fields, step.form);
  if (Array.isArray(value)) {
    const item = matching(value as Data[], step);
    return item && pick(item, ['id', ...keys]);
  }
  // Object parts are read together: a form may hold fields of several (the business step's legal name is basic).
  const view = Object.assign({}, ...Object.values(record).filter(isObject)) as Data;
  return pick(view, keys);
}

/** Saved data by step id for every step with a `bind`, each then given its declared `loadRules`. */
export function boundStepData(
  wizard: WizardDeclaration,
  fields: FormFields,
  record: Data,
  rules: RuleRegistry,
  context: RuleContext,
): Data {
  const data: Data = {};
  for (const step of wizard.steps) {
    if (!step.bind) continue;
    const value = stepData(step, record, fields);
    data[step.id] = value && step.loadRules ? applyRules(step.loadRules, rules, value as Data, context).data : value;
  }
  return data;
}
