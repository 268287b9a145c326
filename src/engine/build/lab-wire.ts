// The Schema Lab's wire: what the browser's lab sends and the server's check and version routes answer, one module
// both import.
import type { Schema } from '../core/declarations.ts';
import { KINDS, type Kind } from './kinds.ts';
import type { Registries } from './registries.ts';

/** Every kind of declaration kept in a file of its own suffix is edited and published by the lab, by its list. */
export const LISTS = KINDS;

/** A kind of declaration kept in a file of its own suffix. */
export type ListKind = keyof typeof LISTS;

/** The message catalogue (schemas/messages.en-GB.json) is published as one declaration of its own kind and id. */
export const CATALOGUE = { kind: 'catalogue', id: 'messages.en-GB' } as const;

/**
 * The declarations that are one file each (`SINGLE_FILES` of load.ts), published as one declaration of their own kind
 * and id: the menus per role (schemas/auth/menus.json, only their entries' titles and descriptions) and the demo tours
 * (schemas/tours.json, only their steps' titles and texts).
 */
export const SINGLES = { menus: 'auth.menus', tours: 'tours' } as const;

/** A kind of declaration that is one file of its own. */
export type SingleKind = keyof typeof SINGLES;

/**
 * An entity (schemas/entities/<id>.json, by its `$id`) is published for its parts kept as one JSON document of a
 * client (`x-stored` `basic` or `business`): only their fields may change.
 */
export const ENTITY = 'entity';

/** The kinds of declaration the lab edits and publishes. */
export type DeclarationKind = ListKind | typeof CATALOGUE.kind | SingleKind | typeof ENTITY;

/** Every kind the lab publishes, for a body's `kind` enum. */
export const DECLARATION_KINDS: DeclarationKind[] = [
  ...(Object.keys(LISTS) as ListKind[]),
  CATALOGUE.kind,
  ...(Object.keys(SINGLES) as SingleKind[]),
  ENTITY,
];

/** Whether a kind is one of the single files. */
export const isSingleKind = (kind: string): kind is SingleKind => Object.hasOwn(SINGLES, kind);

/** The id a declaration of `kind` is published under: its `id` (an entity's `$id`), the catalogue's, menus' or tours' own. */
export const declarationIdOf = (kind: DeclarationKind, json: Record<string, unknown>): string =>
  kind === CATALOGUE.kind
    ? CATALOGUE.id
    : isSingleKind(kind)
      ? SINGLES[kind]
      : String((kind === ENTITY ? json.$id : json.id) ?? '');

/** One declaration file, parsed, with its path from the project root. */
export interface LabDeclaration {
  file: string;
  json: Record<string, unknown>;
}

/** Everything under schemas/ the lab reads, by kind, as in force: published versions in place of their files. */
export interface LabDeclarations {
  shared: { file: string; json: Schema }[];
  forms: LabDeclaration[];
  tables: LabDeclaration[];
  wizards: LabDeclaration[];
  flows: LabDeclaration[];
  pages: LabDeclaration[];
  dashboards: LabDeclaration[];
  /** The message catalogue in force, texts by key. */
  catalogue: LabDeclaration;
  /** The menus per role in force (schemas/auth/menus.json). */
  menus: LabDeclaration;
  /** The demo tours in force (schemas/tours.json). */
  tours: LabDeclaration;
  /** The entities in force with parts kept as a client's JSON document, whose fields the lab publishes. */
  entities: LabDeclaration[];
}

/** The declarations of one kind the lab lists: a list, the entities, or the one catalogue, menus or tours. */
export const labEntries = (declarations: LabDeclarations, kind: DeclarationKind): LabDeclaration[] =>
  kind === CATALOGUE.kind
    ? [declarations.catalogue]
    : isSingleKind(kind)
      ? [declarations[kind]]
      : kind === ENTITY
        ? declarations.entities
        : (declarations[LISTS[kind]] as LabDeclaration[]);

/** What the lab sends: the edited declaration, optional sample data, and the names its registries offer. */
export interface CheckBody {
  kind: DeclarationKind;
  declaration: Record<string, unknown>;
  sample?: Record<string, unknown>;
  /** The file the declaration was opened from; matched before the id, so renaming the id stays the same file. */
  file?: string;
  registries: Omit<Registries, 'screenTables'>;
}

/** One problem of the edited declaration, located by JSON pointer. */
export interface LabProblem {
  pointer: string;
  message: string;
}

/** What the check answers: the problems, the bundled schema (form) or row (table), and the sample's messages. */
export interface CheckResult {
  problems: LabProblem[];
  bundled?: Schema;
  sampleErrors?: Record<string, string>;
}

/** One operation of a version's diff against the one before (a JSON Patch, RFC 6902). */
export type PatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

/** One version of a declaration as history shows it; version 0 (the file) has no author, time or comment. */
export interface DeclarationVersion {
  version: number;
  document: Record<string, unknown>;
  diff: PatchOperation[];
  comment: string | null;
  authorId: string | null;
  authorName: string | null;
  publishedAt: string | null;
  impactReason: string | null;
  rolledBackTo: number | null;
}

/** The file's declaration as version 0. */
export const versionZero = (document: Record<string, unknown>): DeclarationVersion => ({
  version: 0,
  document,
  diff: [],
  comment: null,
  authorId: null,
  authorName: null,
  publishedAt: null,
  impactReason: null,
  rolledBackTo: null,
});

/** One reason stored records would now fail, with how many clients it concerns. */
export interface ImpactReason {
  field: string;
  keyword: string;
  count: number;
  message: string;
}

/** A declaration naming another, with where. */
export interface DeclarationUse {
  kind: Kind;
  id: string;
  pointer: string;
}

/** The declarations and routes that use one declaration. */
export interface Uses {
  declarations: DeclarationUse[];
  routes: { path: string; title: string }[];
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

/** What a publish or a rollback answers: the new version, its diff and the impact it was published with. */
export interface Published {
  version: number;
  diff: PatchOperation[];
  impact: Impact;
}
