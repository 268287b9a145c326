// Reads every declaration under schemas/ from disk: for the Vite plugin, the API server and schemas:check alike.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundleSchema, type SchemaRegistry } from '../core/bundle.ts';
import type {
  BundledForm,
  FlowDeclaration,
  FormDeclaration,
  Schema,
  TableDeclaration,
  WizardDeclaration,
} from '../core/declarations.ts';

/** One JSON file of schemas/, parsed, with its path relative to the project root. */
export interface DeclarationFile<T = unknown> {
  file: string;
  json: T;
}

/** Everything under schemas/, sorted by kind. */
export interface Declarations {
  root: string;
  shared: DeclarationFile<Schema>[];
  forms: DeclarationFile<FormDeclaration>[];
  tables: DeclarationFile<TableDeclaration>[];
  wizards: DeclarationFile<WizardDeclaration>[];
  flows: DeclarationFile<FlowDeclaration>[];
  /** The declaration formats (schemas/meta/declarations.meta.json), when present. */
  meta?: Record<string, unknown>;
  /** Files that are not valid JSON, with the parser's message. */
  unreadable: { file: string; message: string }[];
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : name.endsWith('.json') ? [path] : [];
  });

/** Reads schemas/ below projectRoot. */
export function loadDeclarations(projectRoot: string): Declarations {
  const result: Declarations = {
    root: projectRoot,
    shared: [],
    forms: [],
    tables: [],
    wizards: [],
    flows: [],
    unreadable: [],
  };
  for (const path of walk(join(projectRoot, 'schemas'))) {
    const file = relative(projectRoot, path);
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      result.unreadable.push({ file, message: (error as Error).message });
      continue;
    }
    if (file.endsWith('declarations.meta.json')) result.meta = json;
    else if (file.endsWith('.meta.json')) continue;
    else if (file.endsWith('.form.json')) result.forms.push({ file, json: json as unknown as FormDeclaration });
    else if (file.endsWith('.table.json')) result.tables.push({ file, json: json as unknown as TableDeclaration });
    else if (file.endsWith('.wizard.json')) result.wizards.push({ file, json: json as unknown as WizardDeclaration });
    else if (file.endsWith('.flow.json')) result.flows.push({ file, json: json as unknown as FlowDeclaration });
    else if (typeof json.$id === 'string') result.shared.push({ file, json: json as Schema });
  }
  return result;
}

/** The shared schemas by $id. */
export const registryOf = (declarations: Declarations): SchemaRegistry =>
  Object.fromEntries(declarations.shared.map(({ json }) => [json.$id!, json]));

/** A form with its schema bundled (self-contained, default messages added). */
export function bundleForm(form: DeclarationFile<FormDeclaration>, registry: SchemaRegistry): BundledForm {
  return { ...form.json, schema: bundleSchema(form.json.schema, registry), file: form.file };
}

/** A table's row schema, bundled the same way. */
export function bundleTable(table: DeclarationFile<TableDeclaration>, registry: SchemaRegistry): TableDeclaration {
  return { ...table.json, row: bundleSchema(table.json.row, registry) };
}
