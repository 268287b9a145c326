// The impact's validation (issue 34), run in the Schema Lab's worker thread under its time limit: stored records
// validated against the version in force and the proposed one, counted when the proposal refuses them for a new reason.
import { message } from '../../src/engine/core/message';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import type { Schema } from '../../src/engine/core/declarations';
import { formFields } from '../../src/engine/core/form-fields';
import type { AjvError } from '../../src/engine/form/error-schema';
import { bundleForm, loadDeclarations, registryOf, type Declarations } from '../../src/engine/build/load';
import type { ImpactReason } from '../../src/engine/build/lab-wire';
import { createAjv } from '../validation';

type Data = Record<string, unknown>;

/** How many client ids an impact names. */
export const IMPACT_CLIENT_IDS = 5;

/** What the worker validates: a form's two versions and each client's saved data. */
export interface ImpactJob {
  formId: string;
  inForce: Data;
  proposed: Data;
  records: { clientId: string; saved: Data }[];
}

/** The counts of an impact, or why a version could not be compiled. */
export type ImpactCounts =
  { checked: number; failing: number; clientIds: string[]; reasons: ImpactReason[] } | { notCompiled: string };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let declarations: Declarations | undefined;

/** A form's validator from its bundled schema (self-contained: its shared definitions are inlined). */
function validatorOf(formId: string, json: Data): { schema: Schema; validate: ValidateFunction } {
  declarations ??= loadDeclarations(ROOT);
  const { schema } = bundleForm({ file: `${formId}.form.json`, json: json as never }, registryOf(declarations));
  return { schema, validate: createAjv({}, []).compile(schema as object) };
}

const unwrap = (errors: AjvError[]): AjvError[] =>
  errors.flatMap((error) => (error.keyword === 'errorMessage' ? unwrap(error.params.errors ?? []) : [error]));

/** The keyword and field (dotted path) of each error, as `keyword field` keys. */
function reasonsOf(validate: ValidateFunction, data: Data): Set<string> {
  validate(data);
  return new Set(
    unwrap((validate.errors ?? []) as AjvError[]).map((error) => {
      const path = error.instancePath.split('/').filter(Boolean);
      const field = [...path, ...(error.keyword === 'required' ? [error.params.missingProperty!] : [])].join('.');
      return `${error.keyword} ${field}`;
    }),
  );
}

/** The words of one reason, from the catalogue. */
function reasonMessage(keyword: string, field: string, count: number, wasRequired: boolean): string {
  const params = { count, field, keyword };
  const one = count === 1;
  if (keyword !== 'required')
    return one ? message('schemaLab.impact.refusedOne', params) : message('schemaLab.impact.refused', params);
  if (wasRequired)
    return one ? message('schemaLab.impact.lacksOne', params) : message('schemaLab.impact.lacks', params);
  return one ? message('schemaLab.impact.lacksNewOne', params) : message('schemaLab.impact.lacksNew', params);
}

/** The form's fields a client has saved. */
const pick = (saved: Data, schema: Schema) =>
  Object.fromEntries(formFields(schema).flatMap((field) => (field in saved ? [[field, saved[field]]] : [])));

/**
 * Validates every record with both versions' declared schemas (rules need a caller's context and are not run) and
 * counts the records the proposal refuses for a reason the version in force does not give.
 */
export function recordImpact({ formId, inForce, proposed, records }: ImpactJob): ImpactCounts {
  let before: ReturnType<typeof validatorOf>;
  let after: ReturnType<typeof validatorOf>;
  try {
    before = validatorOf(formId, inForce);
    after = validatorOf(formId, proposed);
  } catch (error) {
    return { notCompiled: (error as Error).message };
  }
  const requiredBefore = new Set(before.schema.required ?? []);
  const counts = new Map<string, number>();
  const failing: string[] = [];
  for (const { clientId, saved } of records) {
    const old = reasonsOf(before.validate, pick(saved, before.schema));
    const fresh = [...reasonsOf(after.validate, pick(saved, after.schema))].filter((reason) => !old.has(reason));
    if (!fresh.length) continue;
    failing.push(clientId);
    for (const reason of fresh) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  const reasons = [...counts].map(([reason, count]) => {
    const [keyword, field] = reason.split(' ');
    return { field, keyword, count, message: reasonMessage(keyword, field, count, requiredBefore.has(field)) };
  });
  return {
    checked: records.length,
    failing: failing.length,
    clientIds: failing.slice(0, IMPACT_CLIENT_IDS),
    reasons: reasons.sort((a, b) => b.count - a.count || a.field.localeCompare(b.field)),
  };
}
