// Refuses a published form's new field that nothing would store (issue 34): only a part kept as a JSON document takes
// fields the repository does not name; a form written to columns, or posted to a route of its own, would drop it.
import { message } from '../../src/engine/core/message';
import { parseBind } from '../../src/engine/core/entity';
import { bundleSchema } from '../../src/engine/core/bundle';
import { formFields } from '../../src/engine/core/form-fields';
import { registryOf, type Declarations } from '../../src/engine/build/load';
import { ApiError } from '../plugins/envelope';
import { isDocumentColumn, type DocumentColumn } from './stored-records';

type Document = Record<string, unknown>;

/** The parts wizard steps bind a form to, each with its column when it is a JSON document of the client. */
export function bindsOf(declarations: Declarations, formId: string): { bind: string; column?: DocumentColumn }[] {
  const entities = new Map(declarations.shared.map(({ json }) => [json.$id, json]));
  const binds = new Set(
    declarations.wizards.flatMap(({ json }) =>
      json.steps.flatMap((step) => (step.form === formId && step.bind ? [step.bind] : [])),
    ),
  );
  return [...binds].map((bind) => {
    const { entity, part } = parseBind(bind);
    const column = (entities.get(entity)?.properties?.[part] as { 'x-stored'?: unknown } | undefined)?.['x-stored'];
    return entity === 'client' && isDocumentColumn(column) ? { bind, column } : { bind };
  });
}

/** The fields of a form document, its `$ref`s resolved against the shared schemas. */
const fieldsOf = (declarations: Declarations, form: Document) =>
  formFields(bundleSchema((form.schema ?? {}) as never, registryOf(declarations)));

/** 400 naming the first field `proposed` adds to a form whose every bind is not a JSON document part. */
export function assertNewFieldsStored(
  declarations: Declarations,
  formId: string,
  inForce: Document,
  proposed: Document,
) {
  const before = new Set(fieldsOf(declarations, inForce));
  const added = fieldsOf(declarations, proposed).filter((field) => !before.has(field));
  if (!added.length) return;
  const binds = bindsOf(declarations, formId);
  if (binds.length && binds.every((bind) => bind.column)) return;
  const names = binds.map((bind) => bind.bind).join(', ') || '-';
  const errors = added.map((field) => ({
    field: `/schema/properties/${field}`,
    message: message('schemaLab.publish.fieldNotStored', { field, binds: names }),
  }));
  throw new ApiError(400, errors[0]!.message, { errors });
}
