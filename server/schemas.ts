// The declarations under schemas/, bundled once at start, so routes validate bodies with the browser's own schemas.
import { fileURLToPath } from 'node:url';
import { bundleSchema, type SchemaRegistry } from '../src/engine/core/bundle';
import type {
  BundledForm,
  DashboardDeclaration,
  FlowDeclaration,
  PageDeclaration,
  Schema,
  TableDeclaration,
  WizardDeclaration,
} from '../src/engine/core/declarations';
import type { EntitySchema } from '../src/engine/core/entity';
import { FORM_BODY } from './validation';
import { bundleForm, loadDeclarations, registryOf, type Declarations } from '../src/engine/build/load';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const declarations = loadDeclarations(ROOT);
const registry: SchemaRegistry = registryOf(declarations);

/** A declared form, bundled: its schema, and the rules the browser runs on it. */
export function formDeclaration(id: string): BundledForm {
  const form = declarations.forms.find((candidate) => candidate.json.id === id);
  if (!form) throw new Error(`No form declaration "${id}" under schemas/`);
  return bundleForm(form, registry);
}

/** The bundled schema of a declared form: what the browser rendered is what the server accepts. */
export const formSchema = (id: string): Schema => formDeclaration(id).schema;

/**
 * A route's body schema that is a declared form: checked with the form's version in force at each request (the route
 * keeps the file's schema for what reads it at start, such as the fuzz tests).
 */
export const formBody = (id: string): Schema => ({ ...formSchema(id), [FORM_BODY]: id }) as Schema;

/** A shared schema ('masters#/$defs/currency'), bundled. */
export const sharedSchema = (ref: string): Schema => bundleSchema({ $ref: ref }, registry);

/** Every declared wizard, as written. */
export const wizardDeclarations = (): WizardDeclaration[] => declarations.wizards.map((wizard) => wizard.json);

/** Every declared tabbed page, as written. */
export const pageDeclarations = (): PageDeclaration[] =>
  (declarations.pages ?? []).map((page) => page.json as unknown as PageDeclaration);

/** Every declared table, as written. */
export const tableDeclarations = (): TableDeclaration[] => declarations.tables.map((table) => table.json);

/** Every declared dashboard, as written. */
export const dashboardDeclarations = (): DashboardDeclaration[] =>
  (declarations.dashboards ?? []).map((dashboard) => dashboard.json as unknown as DashboardDeclaration);

/** Every declared flow, as written. */
export const flowDeclarations = (): FlowDeclaration[] => declarations.flows.map((flow) => flow.json);

/** A declared entity under schemas/entities ('client'), as written: its parts and their annotations. */
export function entitySchema(id: string): EntitySchema {
  const entity = declarations.shared.find((candidate) => candidate.json.$id === id)?.json as EntitySchema | undefined;
  if (!entity?.properties) throw new Error(`No entity "${id}" under schemas/entities`);
  return entity;
}

/** The shared schemas by $id, for bundling a schema built at start (a resource's bodies). */
export const schemaRegistry = (): SchemaRegistry => registry;

/** Every entity file that declares a resource (`x-resource`), as written. */
export const resourceEntities = (): { id: string; json: Schema }[] =>
  declarations.shared.flatMap(({ json }) => (json['x-resource' as keyof Schema] ? [{ id: json.$id!, json }] : []));

/** Everything under schemas/ as read at start: version 0 of every declaration the Schema Lab publishes. */
export const fileDeclarations = (): Declarations => declarations;
