// The declarations as in force (issue 34): the files under schemas/ with each published version in place of its file
// and the catalogue in force written into every "msg:" reference; one view for what the server serves and validates
// with and for what the lab's check, impact and uses compare a proposal against.
import type { DeclarationFile, Declarations } from '../../src/engine/build/load';
import {
  CATALOGUE,
  ENTITY,
  LISTS,
  SINGLES,
  type DeclarationKind,
  type ListKind,
  type SingleKind,
} from '../../src/engine/build/lab-wire';
import type { Schema } from '../../src/engine/core/declarations';
import { withMessageTexts, type MessageRef } from '../../src/engine/build/message-refs';

type Document = Record<string, unknown>;

/** The newest published version of one declaration, as stored. */
export interface PublishedDocument {
  kind: DeclarationKind;
  id: string;
  version: number;
  document: Document;
}

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** A copy of `node` with `text` at `pointer` (only the objects on the path are copied). */
function withTextAt(node: unknown, parts: string[], text: string): unknown {
  if (!parts.length) return text;
  const [head, ...rest] = parts;
  if (Array.isArray(node))
    return node.map((item, index) => (String(index) === head ? withTextAt(item, rest, text) : item));
  const object = (node ?? {}) as Document;
  return { ...object, [head!]: withTextAt(object[head!], rest, text) };
}

/**
 * A loaded declaration as its file is written: each "msg:<key>" reference the loader wrote the text of (`refs`, the
 * file's own) put back, so a version published from it keeps naming the catalogue rather than copying today's text.
 */
export const withMessageRefs = <T>(json: T, refs: MessageRef[]): T =>
  refs.reduce<unknown>(
    (document, ref) => withTextAt(document, ref.pointer.split('/').slice(1).map(unescape), `msg:${ref.key}`),
    json,
  ) as T;

/** The keys whose text differs between two catalogues. */
function changedKeys(before: Record<string, string>, after: Record<string, string>): Set<string> {
  return new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => before[key] !== after[key]));
}

/** The catalogue in force: the published one, else the file's. */
export function catalogueInForce(files: Declarations, published: PublishedDocument[]): Record<string, string> {
  const row = published.find((entry) => entry.kind === CATALOGUE.kind && entry.id === CATALOGUE.id);
  return (row?.document ?? files.messages?.json ?? {}) as Record<string, string>;
}

/**
 * The declarations in force. An entry that neither a published version nor a changed catalogue text touches is the
 * files' own object, so `entry !== files' entry` says which ones the server must serve anew; so are the menus and the
 * tours while unpublished.
 */
export function inForceView(files: Declarations, published: PublishedDocument[]): Declarations {
  const catalogue = catalogueInForce(files, published);
  const changed = changedKeys(files.messages?.json ?? {}, catalogue);
  const byKey = new Map(published.map((entry) => [`${entry.kind}:${entry.id}`, entry]));
  const fileRefs = new Map<string, MessageRef[]>();
  for (const ref of files.messageRefs ?? []) fileRefs.set(ref.file, [...(fileRefs.get(ref.file) ?? []), ref]);
  const refs: MessageRef[] = [];
  const view: Declarations = {
    ...files,
    // A published entity in place of its file (its `$id` is its id); the other shared schemas as they are.
    shared: files.shared.map((entry) => {
      const row = byKey.get(`${ENTITY}:${entry.json.$id}`);
      return row ? { ...entry, json: row.document as Schema } : entry;
    }),
    messages: files.messages && { ...files.messages, json: catalogue },
    messageRefs: refs,
  };
  for (const [kind, list] of Object.entries(LISTS) as [ListKind, (typeof LISTS)[ListKind]][]) {
    const entries = (files[list] ?? []) as DeclarationFile<{ id?: string }>[];
    (view as unknown as Record<string, DeclarationFile[]>)[list] = entries.map((entry) => {
      const row = byKey.get(`${kind}:${entry.json.id}`);
      if (row) return { ...entry, json: withMessageTexts(row.document, catalogue, entry.file, refs) };
      const own = fileRefs.get(entry.file) ?? [];
      refs.push(...own);
      if (!own.some((ref) => changed.has(ref.key))) return entry;
      const json = own.reduce<unknown>(
        (document, ref) =>
          changed.has(ref.key) && typeof catalogue[ref.key] === 'string'
            ? withTextAt(document, ref.pointer.split('/').slice(1).map(unescape), catalogue[ref.key]!)
            : document,
        entry.json,
      );
      return { ...entry, json };
    });
  }
  // The menus and the tours name no catalogue key: a published version stands in for its file as it is.
  for (const [kind, id] of Object.entries(SINGLES) as [SingleKind, string][]) {
    const row = byKey.get(`${kind}:${id}`);
    const entry = files[kind];
    if (row && entry) (view as unknown as Record<SingleKind, DeclarationFile>)[kind] = { ...entry, json: row.document };
  }
  return view;
}
