// schemas:check for a step's `bind` ('client#/businessInformation'): its entity is declared and has that path, and the
// step's forms declare no field the bound part lacks (a save keeps only what the part declares, entity.ts).
import { resolvePointer, type SchemaRegistry } from '../core/bundle.ts';
import type { Schema, WizardDeclaration, WizardStep } from '../core/declarations.ts';
import { formFields } from '../core/form-fields.ts';
import { stepFormIds } from '../core/wizard-forms.ts';
import { didYouMean } from './check-format.ts';

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** A schema with its $refs followed (at most a few deep), and the id of the document it now lies in. */
function follow(node: Schema | undefined, doc: string, registry: SchemaRegistry): [Schema | undefined, string] {
  for (let depth = 0; node?.$ref && depth < 8; depth++) {
    const [id, pointer = ''] = node.$ref.split('#');
    doc = id || doc;
    node = resolvePointer(registry[doc], pointer) as Schema | undefined;
  }
  return [node, doc];
}

/** What a bind points at: the schema its entity has there, or why it does not resolve. */
function resolveBind(bind: string, registry: SchemaRegistry): { node?: Schema; problem?: string } {
  const [entity, pointer] = bind.split('#');
  if (!entity || !pointer?.startsWith('/')) return { problem: `bind "${bind}" is not "<entity>#/<path>"` };
  if (!registry[entity])
    return {
      problem: `bind names entity "${entity}", which no file under schemas/entities declares${didYouMean(entity, Object.keys(registry))}`,
    };
  let [node, doc] = follow(registry[entity], entity, registry);
  const walked: string[] = [];
  for (const part of pointer.slice(1).split('/').map(unescape)) {
    if (node?.type === 'array' && node.items && typeof node.items === 'object') {
      [node, doc] = follow(node.items as Schema, doc, registry);
      if (/^\d+$/.test(part)) {
        walked.push(part);
        continue;
      }
    }
    const properties = (node?.properties ?? {}) as Record<string, Schema>;
    walked.push(part);
    if (!(part in properties))
      return {
        problem: `entity "${entity}" has no "/${walked.join('/')}"${didYouMean(part, Object.keys(properties))}`,
      };
    [node, doc] = follow(properties[part], doc, registry);
  }
  if (node?.type === 'array' && node.items && typeof node.items === 'object')
    [node] = follow(node.items as Schema, doc, registry);
  return { node };
}

/** Why a bind does not resolve, or undefined when its entity has the path (through properties and array items). */
export const bindProblem = (bind: string, registry: SchemaRegistry): string | undefined =>
  resolveBind(bind, registry).problem;

/** Where the check finds a bound step's forms and the files declaring them and the entities. */
export interface BindFiles {
  /** A form's file and schema by form id. */
  forms: ReadonlyMap<string, { file: string; schema: object | undefined }>;
  /** The file declaring each entity, by its $id. */
  entities: ReadonlyMap<string, string>;
}

/** Properties a form marks `"x-transient": true`: asked for and checked, never kept (a re-entered account number). */
function transientFields(schema: unknown): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const properties = (node as { properties?: Record<string, { 'x-transient'?: boolean }> }).properties ?? {};
    for (const [name, property] of Object.entries(properties)) if (property?.['x-transient']) found.add(name);
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return found;
}

/** The fields a save of the bound part keeps: any object part's (split among them, entity.ts), or the list item's. */
function keptFields(bind: string, node: Schema, registry: SchemaRegistry): Set<string> {
  const [entity, pointer] = bind.split('#');
  const isListItem = pointer.split('/').length === 2 && node.type !== 'object';
  const [root, doc] = follow(registry[entity], entity, registry);
  const parts = Object.values((root?.properties ?? {}) as Record<string, Schema>)
    .map((part) => follow(part, doc, registry)[0])
    .filter((part): part is Schema => part?.type === 'object');
  const partsHolding = node.type === 'object' && parts.some((part) => part === node) ? parts : [node];
  return new Set((isListItem ? [node] : partsHolding).flatMap((part) => Object.keys(part.properties ?? {})));
}

/** The fields of each of the step's forms no bound part keeps: a save would validate them, then drop them. */
function unboundFields(
  step: WizardStep,
  kept: Set<string>,
  files: BindFiles,
): { form: string; file: string; field: string }[] {
  return [...new Set(stepFormIds(step))].flatMap((form) => {
    const found = files.forms.get(form);
    if (!found) return [];
    const transient = transientFields(found.schema);
    return formFields(found.schema)
      .filter((field) => !kept.has(field) && !transient.has(field))
      .map((field) => ({ form, file: found.file, field }));
  });
}

/** Adds a problem for each wizard step whose bind its entity lacks, and each field of its forms the bound part lacks. */
export function checkBinds(
  file: string,
  wizard: WizardDeclaration,
  registry: SchemaRegistry,
  files: BindFiles,
  add: (file: string, pointer: string, message: string) => void,
): void {
  (wizard.steps ?? []).forEach((step, index) => {
    if (step.bind === undefined) return;
    const { node, problem } = resolveBind(step.bind, registry);
    if (problem) return add(file, `/steps/${index}/bind`, problem);
    if (!node) return;
    const entityFile = files.entities.get(step.bind.split('#')[0]) ?? step.bind.split('#')[0];
    for (const missing of unboundFields(step, keptFields(step.bind, node, registry), files))
      add(
        file,
        `/steps/${index}/bind`,
        `field "${missing.field}" of form "${missing.form}" (${missing.file}) is in no part of ${entityFile} that "${step.bind}" saves: a save would drop it; declare it in one part, or mark it "x-transient" in the form`,
      );
  });
}

/** Adds a problem for each field that two object parts of an entity declare: a save puts a field in exactly one part. */
export function checkPartOwners(
  file: string,
  entity: Schema,
  add: (file: string, pointer: string, message: string) => void,
): void {
  const owners = new Map<string, string>();
  for (const [part, schema] of Object.entries((entity.properties ?? {}) as Record<string, Schema>)) {
    if (schema.type !== 'object') continue;
    for (const field of Object.keys(schema.properties ?? {})) {
      const owner = owners.get(field);
      if (owner)
        add(
          file,
          `/properties/${part}/properties/${field}`,
          `field "${field}" is in parts "${owner}" and "${part}": a field must belong to exactly one part`,
        );
      else owners.set(field, part);
    }
  }
}
