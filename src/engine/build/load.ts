// Reads every declaration under schemas/ from disk: for the Vite plugin, the API server and schemas:check alike.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundleSchema, type SchemaRegistry } from '../core/bundle.ts';
import type {
  BundledForm,
  FlowDeclaration,
  FormDeclaration,
  MenusDeclaration,
  Schema,
  TableDeclaration,
  ToursDeclaration,
  WizardDeclaration,
} from '../core/declarations.ts';
import { type MessageRef, withMessageTexts } from './message-refs.ts';

/** One JSON file of schemas/, parsed, with its path relative to the project root. */
export interface DeclarationFile<T = unknown> {
  file: string;
  json: T;
  /** The file's `$schema` (its meta-schema, for editors), kept out of json so no validator takes it for a dialect. */
  metaSchema?: string;
}

import { KINDS, type Kind } from './kinds.ts';

export { KINDS, type Kind };

/** The message catalogue, by path below schemas/: texts by key, which declarations name as "msg:<key>". */
export const MESSAGES_FILE = 'messages.en-GB.json';

/** Declarations that are one file each, by path below schemas/. */
export const SINGLE_FILES = { menus: 'auth/menus.json', tours: 'tours.json' } as const;

/** Everything under schemas/, sorted by kind. */
export interface Declarations {
  root: string;
  shared: DeclarationFile<Schema>[];
  forms: DeclarationFile<FormDeclaration>[];
  tables: DeclarationFile<TableDeclaration>[];
  wizards: DeclarationFile<WizardDeclaration>[];
  flows: DeclarationFile<FlowDeclaration>[];
  /** Tabbed detail pages (`*.page.json`), checked against `$defs/page` once the meta-schema declares it. */
  pages?: DeclarationFile[];
  /** Dashboards of panels (`*.dashboard.json`). */
  dashboards?: DeclarationFile[];
  /** The menus per role (schemas/auth/menus.json). */
  menus?: DeclarationFile<MenusDeclaration>;
  /** The demo tours (schemas/tours.json). */
  tours?: DeclarationFile<ToursDeclaration>;
  /** The message catalogue (schemas/messages.en-GB.json), when present. */
  messages?: DeclarationFile<Record<string, string>>;
  /** Every "msg:<key>" a declaration names; the declarations above hold the texts in their place. */
  messageRefs?: MessageRef[];
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
    pages: [],
    dashboards: [],
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
    if (relative('schemas', file) === MESSAGES_FILE) {
      result.messages = { file, json: json as Record<string, string> };
      continue;
    }
    if (file.endsWith('declarations.meta.json')) result.meta = json;
    if (file.endsWith('.meta.json')) continue;
    const { $schema: metaSchema, ...rest } = json;
    const entry = { file, json: rest, ...(typeof metaSchema === 'string' ? { metaSchema } : {}) };
    const kind = kindOf(file);
    const single = (Object.keys(SINGLE_FILES) as (keyof typeof SINGLE_FILES)[]).find(
      (name) => relative('schemas', file) === SINGLE_FILES[name],
    );
    if (kind) ((result[KINDS[kind]] ??= []) as DeclarationFile[]).push(entry);
    else if (single) result[single] = entry as DeclarationFile<never>;
    else if (typeof json.$id === 'string') result.shared.push(entry as DeclarationFile<Schema>);
  }
  const refs: MessageRef[] = (result.messageRefs = []);
  const catalogue = result.messages?.json ?? {};
  for (const kind of Object.values(KINDS))
    for (const entry of (result[kind] ?? []) as DeclarationFile[])
      entry.json = withMessageTexts(entry.json, catalogue, entry.file, refs);
  return result;
}

/** The kind a file declares by its suffix, if any. */
export const kindOf = (file: string): Kind | undefined =>
  (Object.keys(KINDS) as Kind[]).find((kind) => file.endsWith(`.${kind}.json`));

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
