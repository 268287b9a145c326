// Makes a declared schema self-contained and complete: external $refs inlined under $defs, default messages added.
import { DEFAULT_MESSAGES } from './messages.ts';
import type { Schema } from './declarations.ts';

/** Shared schemas by $id (schemas/common, schemas/entities). */
export type SchemaRegistry = Record<string, Schema>;

/** Raised when a $ref cannot be resolved; names the reference. */
export class UnresolvedRefError extends Error {
  constructor(readonly ref: string) {
    super(`$ref "${ref}" does not resolve`);
  }
}

const defName = (ref: string) =>
  ref
    .replace(/^#?\/?/, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** Follows a JSON pointer ("/$defs/mobile") inside a document. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  if (!pointer || pointer === '/') return doc;
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      doc,
    );
}

/** Every $ref in a schema with its JSON pointer, for checks and bundling alike. */
export function collectRefs(node: unknown, pointer = ''): { ref: string; pointer: string }[] {
  if (!node || typeof node !== 'object') return [];
  const found: { ref: string; pointer: string }[] = [];
  for (const [key, value] of Object.entries(node)) {
    const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key === '$ref' && typeof value === 'string') found.push({ ref: value, pointer: here });
    else found.push(...collectRefs(value, here));
  }
  return found;
}

/**
 * Inlines every external reference (`common#/$defs/mobile`, `entities/hs-code`) into the root's $defs and
 * points the $ref there, so the schema validates and renders on its own. Local refs are kept.
 */
export function bundleSchema(schema: Schema, registry: SchemaRegistry): Schema {
  const root: Schema = structuredClone(schema);
  const defs: Record<string, Schema> = { ...(root.$defs ?? {}) };

  const rewrite = (node: unknown, origin: string | null): void => {
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if (typeof object.$ref === 'string') {
      let ref = object.$ref;
      if (ref.startsWith('#') && origin) ref = `${origin}${ref}`;
      if (!ref.startsWith('#')) object.$ref = `#/$defs/${inline(ref)}`;
    }
    for (const [key, value] of Object.entries(object)) if (key !== '$ref') rewrite(value, origin);
  };

  const inline = (ref: string): string => {
    const [id, pointer = ''] = ref.split('#');
    const name = defName(`${id}${pointer.replace(/\/\$defs\//g, '/')}`);
    if (defs[name]) return name;
    const doc = registry[id];
    const target = doc === undefined ? undefined : resolvePointer(doc, pointer);
    if (!target || typeof target !== 'object') throw new UnresolvedRefError(ref);
    const copy = structuredClone(target) as Schema;
    delete copy.$id;
    delete copy.$schema;
    delete copy.$defs;
    defs[name] = copy;
    rewrite(copy, id);
    return name;
  };

  rewrite(root, null);
  if (Object.keys(defs).length) root.$defs = defs;
  return addDefaultMessages(root, root);
}

const messageMap = (schema: Schema): Record<string, unknown> =>
  typeof schema.errorMessage === 'object' && schema.errorMessage ? { ...schema.errorMessage } : {};

const isText = (schema: Schema, root: Schema): boolean => {
  const resolved = schema.$ref ? (resolvePointer(root, schema.$ref.slice(1)) as Schema | undefined) : schema;
  return (
    (schema.type ?? resolved?.type) === 'string' &&
    !(schema.enum ?? resolved?.enum ?? schema.oneOf ?? resolved?.oneOf) &&
    resolved?.format !== 'data-url'
  );
};

/**
 * Adds the spec's generic messages (spec 1 sections 5 and 8): a required field says 'Please enter <title>'
 * when typed in, 'Required!' when chosen; length limits name the field. Written messages win.
 */
export function addDefaultMessages(schema: Schema, root: Schema): Schema {
  if (schema.type === 'object' && schema.properties) {
    const required = schema.required ?? [];
    const objectMessages = messageMap(schema);
    const requiredMessages = { ...((objectMessages.required as Record<string, string>) ?? {}) };
    for (const [key, raw] of Object.entries(schema.properties)) {
      if (typeof raw !== 'object') continue;
      const property = raw as Schema;
      const field = property.title ?? referenced(property, root)?.title ?? key;
      const messages = messageMap(property);
      if (typeof messages.required === 'string') {
        requiredMessages[key] ??= messages.required;
        delete messages.required;
      }
      if (required.includes(key)) {
        requiredMessages[key] ??= isText(property, root)
          ? DEFAULT_MESSAGES.requiredText(field)
          : DEFAULT_MESSAGES.required;
      }
      if (typeof property.minLength === 'number')
        messages.minLength ??= DEFAULT_MESSAGES.minLength(field, property.minLength);
      if (typeof property.maxLength === 'number')
        messages.maxLength ??= DEFAULT_MESSAGES.maxLength(field, property.maxLength);
      if (typeof property.errorMessage !== 'string') {
        if (Object.keys(messages).length) property.errorMessage = messages;
        else delete property.errorMessage;
      }
      addDefaultMessages(property, root);
    }
    if (Object.keys(requiredMessages).length) schema.errorMessage = { ...objectMessages, required: requiredMessages };
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    addDefaultMessages(schema.items as Schema, root);
  }
  for (const def of Object.values(schema.$defs ?? {})) {
    if (def.title) addLimitMessages(def, def.title);
    addDefaultMessages(def, root);
  }
  return schema;
}

/** The schema a `$ref` points at inside the bundle, if any. */
const referenced = (schema: Schema, root: Schema): Schema | undefined =>
  schema.$ref ? (resolvePointer(root, schema.$ref.slice(1)) as Schema | undefined) : undefined;

/**
 * A shared definition with a title carries its own length messages, so every form that references it
 * (where a message beside the `$ref` could not reach the referenced keyword) says them in the spec's words.
 */
function addLimitMessages(schema: Schema, field: string): void {
  const messages = messageMap(schema);
  if (typeof schema.minLength === 'number') messages.minLength ??= DEFAULT_MESSAGES.minLength(field, schema.minLength);
  if (typeof schema.maxLength === 'number') messages.maxLength ??= DEFAULT_MESSAGES.maxLength(field, schema.maxLength);
  if (typeof schema.errorMessage !== 'string' && Object.keys(messages).length) schema.errorMessage = messages;
}
