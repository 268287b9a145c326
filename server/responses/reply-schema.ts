// Builds the schemas answers are serialized with: from an entity's shape under schemas/ (its fields, without the
// limits a body is checked against) or from a few field kinds, every field nullable, as the database may answer null.
import { sharedSchema } from '../schemas';

/** A JSON Schema as fast-json-stringify reads it. */
export type JsonSchema = Record<string, unknown>;

type Node = Record<string, unknown>;

/**
 * A type that also takes null, so that fast-json-stringify writes null as null (not "" or 0): one type with
 * `nullable` (one branch in the generated code, faster than a list), several as a list with null.
 */
const typeOf = (types: string[]): JsonSchema => {
  const kinds = [...new Set(types)].filter((type) => type !== 'null');
  return kinds.length === 1 ? { type: kinds[0], nullable: true } : { type: [...kinds, 'null'] };
};

/** The type a node implies when it names none (an enum or const of strings, numbers or booleans). */
function impliedType(node: Node): unknown {
  if (node.type) return node.type;
  if (node.properties || node.additionalProperties) return 'object';
  if (node.items) return 'array';
  const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : [];
  const types = [...new Set(values.map((value) => (value === null ? 'null' : typeof value)))];
  return types.length ? types : undefined;
}

/** One node of a bundled schema as an answer's shape: $ref, allOf and anyOf/oneOf resolved, limits left out. */
function shapeOf(node: Node, defs: Record<string, Node>): JsonSchema {
  if (typeof node.$ref === 'string') return shapeOf(defs[node.$ref.replace('#/$defs/', '')], defs);
  const parts = [node, ...((node.allOf ?? []) as Node[]), ...((node.anyOf ?? node.oneOf ?? []) as Node[])];
  const resolved = parts.map((part) => (part === node ? part : (shapeOf(part, defs) as Node)));
  const properties: Record<string, JsonSchema> = {};
  let items: Node | undefined;
  let additional: unknown;
  const types = new Set<string>();
  for (const part of resolved) {
    for (const [name, field] of Object.entries((part.properties ?? {}) as Record<string, Node>))
      properties[name] = part === node ? shapeOf(field, defs) : field;
    if (part.items) items = part === node ? shapeOf(part.items as Node, defs) : (part.items as Node);
    if (part.additionalProperties && typeof part.additionalProperties === 'object')
      additional = part === node ? shapeOf(part.additionalProperties as Node, defs) : part.additionalProperties;
    const type = impliedType(part);
    if (type) for (const one of Array.isArray(type) ? type : [type]) types.add(one as string);
  }
  if (!types.size) return {};
  const shape: JsonSchema = typeOf([...types]);
  if (types.has('object')) {
    if (Object.keys(properties).length) shape.properties = properties;
    else shape.additionalProperties = additional ?? true;
  }
  if (types.has('array')) shape.items = items ?? {};
  return shape;
}

/** The shape of an entity part ('users#/$defs/user'), as an answer carries it. */
export function entityShape(ref: string): JsonSchema {
  const bundled = sharedSchema(ref) as Node;
  return shapeOf(bundled, (bundled.$defs ?? {}) as Record<string, Node>);
}

/** The same shape with more fields an answer adds to it (a list's joined names). */
export const withFields = (shape: JsonSchema, fields: Record<string, JsonSchema>): JsonSchema => ({
  ...shape,
  properties: { ...(shape.properties as Record<string, JsonSchema>), ...fields },
});

/** Field kinds, each nullable. */
export const text: JsonSchema = typeOf(['string']);
export const integer: JsonSchema = typeOf(['integer']);
/** A number as the database gives it: a float, or an exact decimal as text (numeric), kept as it came. */
export const decimal: JsonSchema = { type: ['number', 'string', 'null'] };
export const flag: JsonSchema = typeOf(['boolean']);
/** A key that is a code or a serial number. */
export const key: JsonSchema = { type: ['string', 'integer', 'null'] };
/** Any JSON value, written as it is: a form's stored data, a provider's answer. */
export const anything: JsonSchema = {};

/** An object of these fields; any other field is dropped. */
export const object = (properties: Record<string, JsonSchema>): JsonSchema => ({ ...typeOf(['object']), properties });

/** A select's option, with more fields when a screen shows them. */
export const option = (more: Record<string, JsonSchema> = {}): JsonSchema =>
  object({ value: key, label: text, ...more });

/** A list of items of one shape. */
export const list = (items: JsonSchema): JsonSchema => ({ ...typeOf(['array']), items });

/** An object whose keys are data (a code, an id), every value of one shape. */
export const record = (values: JsonSchema): JsonSchema => ({ ...typeOf(['object']), additionalProperties: values });
