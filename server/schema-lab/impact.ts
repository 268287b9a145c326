// The impact of a proposed form (issue 34): the stored records of the entity part it is bound to, validated against the
// version in force and the proposed one, counted when the proposed one refuses them for a new reason.
import { message } from '../../src/engine/core/message';
import type { ValidateFunction } from 'ajv';
import { parseBind } from '../../src/engine/core/entity';
import type { Schema } from '../../src/engine/core/declarations';
import { formFields } from '../../src/engine/core/form-fields';
import type { AjvError } from '../../src/engine/form/error-schema';
import { bundleForm, registryOf, type Declarations } from '../../src/engine/build/load';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import { createAjv } from '../validation';
import type { DeclarationKind } from '../../src/engine/build/lab-wire';
import { clientsWithPart, isDocumentColumn } from './stored-records';
import { usesOf, type Uses } from './uses';

type Data = Record<string, unknown>;

/** How many client ids an impact names. */
export const IMPACT_CLIENT_IDS = 5;

/** One reason stored records would now fail, with how many clients it concerns. */
export interface ImpactReason {
  field: string;
  keyword: string;
  count: number;
  message: string;
}

/** What publishing the proposed version would do to stored data, and who uses the declaration. */
export interface Impact {
  /** The entity parts the declaration is bound to and whose records were validated. */
  binds: string[];
  /** Records validated. */
  checked: number;
  /** Records the proposed version refuses for a reason the version in force does not. */
  failing: number;
  clientIds: string[];
  reasons: ImpactReason[];
  uses: Uses;
}

/** The parts of the client entity kept as JSON documents that wizard steps bind this form to. */
function documentBinds(declarations: Declarations, formId: string): { bind: string; column: 'basic' | 'business' }[] {
  const entities = new Map(declarations.shared.map(({ json }) => [json.$id, json]));
  const binds = new Set(
    declarations.wizards.flatMap(({ json }) =>
      json.steps.flatMap((step) => (step.form === formId && step.bind ? [step.bind] : [])),
    ),
  );
  return [...binds].flatMap((bind) => {
    const { entity, part } = parseBind(bind);
    const column = (entities.get(entity)?.properties?.[part] as { 'x-stored'?: unknown } | undefined)?.['x-stored'];
    return entity === 'client' && isDocumentColumn(column) ? [{ bind, column }] : [];
  });
}

/** A form's validator from its bundled schema (self-contained: its shared definitions are inlined). */
function validatorOf(
  declarations: Declarations,
  formId: string,
  json: Data,
): { schema: Schema; validate: ValidateFunction } {
  try {
    const { schema } = bundleForm({ file: `${formId}.form.json`, json: json as never }, registryOf(declarations));
    return { schema, validate: createAjv({}, []).compile(schema as object) };
  } catch (error) {
    throw new ApiError(400, message('schemaLab.impact.notCompiled', { reason: (error as Error).message }));
  }
}

const unwrap = (errors: AjvError[]): AjvError[] =>
  errors.flatMap((error) => (error.keyword === 'errorMessage' ? unwrap(error.params.errors ?? []) : [error]));

/** The field (dotted path) and keyword of each error, as `keyword field` keys. */
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

/**
 * The impact of replacing `inForce` with `proposed`. Only forms bound to a part kept as a JSON document have stored
 * records to validate (the declared schema; rules need a caller's context and are not run); every kind has uses.
 */
export async function impactOf(
  db: Queryable,
  declarations: Declarations,
  kind: DeclarationKind,
  id: string,
  inForce: Data,
  proposed: Data,
): Promise<Impact> {
  const uses = usesOf(declarations, kind, id, proposed.screen ?? inForce.screen);
  const binds = kind === 'form' ? documentBinds(declarations, id) : [];
  const empty: Impact = { binds: [], checked: 0, failing: 0, clientIds: [], reasons: [], uses };
  if (!binds.length) return empty;
  const before = validatorOf(declarations, id, inForce);
  const after = validatorOf(declarations, id, proposed);
  const pick = (saved: Data, schema: Schema) =>
    Object.fromEntries(formFields(schema).flatMap((field) => (field in saved ? [[field, saved[field]]] : [])));
  const requiredBefore = new Set(before.schema.required ?? []);
  const counts = new Map<string, number>();
  const failing: string[] = [];
  let checked = 0;
  for (const column of new Set(binds.map((bind) => bind.column))) {
    for (const record of await clientsWithPart(db, column)) {
      const saved: Data = { ...record.basic, ...record.business };
      const old = reasonsOf(before.validate, pick(saved, before.schema));
      const fresh = [...reasonsOf(after.validate, pick(saved, after.schema))].filter((reason) => !old.has(reason));
      checked += 1;
      if (!fresh.length) continue;
      failing.push(record.clientId);
      for (const reason of fresh) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    }
  }
  const reasons = [...counts].map(([reason, count]) => {
    const [keyword, field] = reason.split(' ');
    return { field, keyword, count, message: reasonMessage(keyword, field, count, requiredBefore.has(field)) };
  });
  return {
    binds: binds.map((bind) => bind.bind),
    checked,
    failing: failing.length,
    clientIds: failing.slice(0, IMPACT_CLIENT_IDS),
    reasons: reasons.sort((a, b) => b.count - a.count || a.field.localeCompare(b.field)),
    uses,
  };
}
