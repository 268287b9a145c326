// fast-check arbitraries read from a JSON Schema: values shaped like it (mostly valid) and hostile variations of them.
// Shared by the write-route fuzz test and the browser/server validator agreement test.
import fc from 'fast-check';

/** A JSON Schema node as the declarations write it (bundled: every $ref is local). */
export type JsonSchema = { [keyword: string]: unknown };

/** Values always used for a property of this name, wherever it appears (a real client id ...). */
export type KnownValues = Record<string, fc.Arbitrary<unknown>>;

/** How large the hostile values get: bodies for the server may reach its limits, samples for validators need not. */
export interface HostileSizes {
  /** Length of the longest generated string. */
  hugeString: number;
  /** Deepest nesting generated. */
  maxDepth: number;
  /** Entries of the widest generated object or array. */
  wide: number;
}

/** Server bodies: past every maxLength, near and past the 32-level and 20,000-value bounds, under the 1 MB body limit. */
export const SERVER_SIZES: HostileSizes = { hugeString: 300_000, maxDepth: 40, wide: 21_000 };

const asSchema = (value: unknown): JsonSchema | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined;

/** Follows local `$ref`s ("#/$defs/x"); keywords beside a $ref (a title, a message) are kept over the target's. */
export function resolveRef(schema: JsonSchema, root: JsonSchema, seen = 0): JsonSchema {
  if (typeof schema.$ref !== 'string' || !schema.$ref.startsWith('#') || seen > 20) return schema;
  const target = schema.$ref
    .slice(2)
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => asSchema(node)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
  const { $ref: _ref, ...beside } = schema;
  return { ...resolveRef(asSchema(target) ?? {}, root, seen + 1), ...beside };
}

/** A string matching the pattern; lookaheads (which fast-check cannot generate) are dropped, so the string may miss. */
function matching(pattern: string): fc.Arbitrary<string> {
  for (const source of [pattern, pattern.replace(/\(\?[=!](?:[^()\\]|\\.|\((?:[^()\\]|\\.)*\))*\)/g, '')]) {
    try {
      return fc.stringMatching(new RegExp(source, 'u'));
    } catch {
      // Not generable as written: try without lookaheads, then any string.
    }
  }
  return fc.string();
}

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') as string | undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
};

const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** Arbitrary values shaped like the schema: mostly valid, though patterns with lookaheads and formats may miss. */
export function shaped(schema: unknown, root: JsonSchema, known: KnownValues = {}, depth = 0): fc.Arbitrary<unknown> {
  if (schema === true || schema === undefined) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(null);
  const node = resolveRef(asSchema(schema) ?? {}, root);
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...node.enum);
  const choices = (node.oneOf ?? node.anyOf) as unknown[] | undefined;
  if (Array.isArray(choices) && choices.length) {
    const branches = choices.map((choice) => resolveRef(asSchema(choice) ?? {}, root));
    if (branches.every((branch) => 'const' in branch))
      return fc.constantFrom(...branches.map((branch) => branch.const));
    return fc.oneof(
      ...branches.map((branch) =>
        shaped({ ...node, oneOf: undefined, anyOf: undefined, ...branch }, root, known, depth),
      ),
    );
  }
  switch (typeOf(node)) {
    case 'string': {
      if (node.format === 'date')
        return fc
          .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10));
      if (node.format === 'email') return fc.emailAddress();
      const minLength = num(node.minLength, 0);
      const text = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(num(node.maxLength, 30), 60)) });
      // A pattern that plain text passes ("no NUL, no broken character") keeps the declared length; a strict one
      // (PAN, IFSC ...) makes its own strings.
      return typeof node.pattern === 'string' && !new RegExp(node.pattern, 'u').test('Plain text 1')
        ? matching(node.pattern)
        : text;
    }
    case 'integer': {
      const min = Math.max(num(node.minimum, -1_000_000), -(2 ** 31));
      return fc.integer({ min, max: Math.max(min, Math.min(num(node.maximum, 1_000_000), 2 ** 31 - 1)) });
    }
    case 'number': {
      const min = num(node.minimum, -1_000_000);
      const max = Math.max(min, num(node.maximum, 1_000_000_000));
      const step = num(node.multipleOf, 0);
      if (step > 0) {
        // As a person types it: 1234.56, not 123456 * 0.01 = 1234.5600000000002.
        const decimals = Math.max(0, Math.ceil(-Math.log10(step)));
        return fc
          .integer({ min: Math.ceil(min / step), max: Math.min(Math.floor(max / step), Number.MAX_SAFE_INTEGER) })
          .map((k) => Number((k * step).toFixed(decimals)));
      }
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = shaped(node.items, root, known, depth + 1);
      const minLength = num(node.minItems, 0);
      const maxLength = Math.max(minLength, Math.min(num(node.maxItems, 3), 3));
      return node.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = asSchema(node.properties) ?? {};
      const required = Array.isArray(node.required) ? (node.required as string[]) : [];
      const keys = [...new Set([...Object.keys(properties), ...required])];
      const record = Object.fromEntries(
        keys.map((key) => [key, known[key] ?? shaped(properties[key], root, known, depth + 1)]),
      );
      // A known value is always sent: it is what lets a body reach past "which client?" to the code behind.
      return fc.record(record, { requiredKeys: keys.filter((key) => required.includes(key) || key in known) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value nested `depth` levels in arrays or objects. */
const nested = (depth: number, inObjects: boolean): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = inObjects ? { a: value } : [value];
  return value;
};

/** Keys a caller might add to be taken for someone else, or to reach an object's prototype. */
export const SNEAKY_KEYS = [
  'isAdmin',
  'admin',
  'role',
  'roleName',
  'userId',
  'clientStatus',
  'console',
  'formId',
  'variant',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '\u0000',
  '\ud800',
  '$ref',
];

/** Scalars and containers no field expects. */
export function hostileValue(sizes: HostileSizes): fc.Arbitrary<unknown> {
  const scalars = fc.constantFrom<unknown>(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\udc00y',
    '\ud83d\ude00',
    '\u202eevil',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '1e308',
    '1e309',
    '0x1F',
    ' 42 ',
    '٤٢',
    '९८७६५४३२१०',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    "' OR '1'='1' --",
    '"; DROP TABLE users; --',
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    '${7*7}',
    '%00',
    '2024-02-30',
    '0000-00-00',
    '9999-99-99',
    'a@b',
    'ABCDE1234F\n',
    'Ω'.repeat(300),
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -0,
    0,
    -1,
    0.1 + 0.2,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e21,
    1234.5678,
    500.07,
    true,
    false,
    null,
  );
  const strings = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    // Any UTF-16 code units: controls, NULs and unpaired surrogates among them.
    fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 20 }).map((units) => String.fromCharCode(...units)),
    fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
    fc.string({ maxLength: 20 }).map((text) => `${text}\ud800`),
    fc.integer({ min: 101, max: sizes.hugeString }).map((length) => 'x'.repeat(length)),
    fc.integer({ min: 1, max: Math.floor(sizes.hugeString / 2) }).map((length) => '\ud83d\ude00'.repeat(length)),
  );
  const containers = fc.oneof(
    fc.constantFrom<unknown>({}, [], [null], [[]], { '': null }),
    fc.integer({ min: 2, max: sizes.maxDepth }).chain((depth) => fc.boolean().map((objects) => nested(depth, objects))),
    fc.integer({ min: 1, max: sizes.wide }).map((size) => Array.from({ length: size }, (_, index) => index)),
    fc
      .integer({ min: 1, max: sizes.wide })
      .map((size) => Object.fromEntries(Array.from({ length: size }, (_, index) => [`k${index}`, index]))),
    fc.constantFrom(...SNEAKY_KEYS).map((key) => ({ [key]: { isAdmin: true, polluted: 1 } })),
    fc.jsonValue({ maxDepth: 3 }),
  );
  return fc.oneof(
    { arbitrary: scalars, weight: 3 },
    { arbitrary: strings, weight: 2 },
    { arbitrary: containers, weight: 2 },
  );
}

/** One change to a value: at a path chosen by `steps`, replace, retype, remove, add a key, or wrap in an array. */
interface Mutation {
  steps: number[];
  kind: 'replace' | 'retype' | 'remove' | 'add' | 'wrap';
  key: string;
  value: unknown;
  pick: number;
}

const TYPES: unknown[] = ['text', 1, 1.5, -1, true, false, null, [], {}, ['text'], { value: 'text' }];
const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A value of another JSON type than the one given, so a property gets the wrong type. */
const retype = (value: unknown, pick: number) => {
  const others = TYPES.filter((option) => jsonType(option) !== jsonType(value));
  return structuredClone(others[pick % others.length]);
};

/** Sets an own property, even one named "__proto__", as JSON.parse would. */
const define = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** Applies one mutation to a copy of value (undefined: the value is removed). */
function mutate(value: unknown, mutation: Mutation): unknown {
  const leaf = () => {
    if (mutation.kind === 'wrap') return [value];
    if (mutation.kind === 'retype') return retype(value, mutation.pick);
    if (mutation.kind === 'remove') return undefined;
    if (mutation.kind === 'add' && value && typeof value === 'object' && !Array.isArray(value))
      return define({ ...value }, mutation.key, mutation.value);
    return mutation.value;
  };
  const [step, ...rest] = mutation.steps;
  if (!value || typeof value !== 'object' || step === undefined) return leaf();
  const keys = Object.keys(value);
  if (!keys.length) return leaf();
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  const key = keys[step % keys.length];
  const changed = mutate(copy[key], { ...mutation, steps: rest });
  if (changed === undefined) {
    if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete copy[key];
  } else define(copy, key, changed);
  return copy;
}

/** Up to `count` mutations of the base values: wrong types, hostile values, missing and extra keys, at any depth. */
export function mutated(base: fc.Arbitrary<unknown>, sizes: HostileSizes, count = 3): fc.Arbitrary<unknown> {
  const mutation: fc.Arbitrary<Mutation> = fc.record({
    // No step: the whole value (an extra top-level key, an array for an object, another type); else a path into it.
    steps: fc.array(fc.nat(), { minLength: 0, maxLength: 4 }),
    kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'retype', 'retype', 'remove', 'add', 'wrap'),
    key: fc.oneof(fc.constantFrom(...SNEAKY_KEYS), fc.string({ maxLength: 12 })),
    value: hostileValue(sizes),
    pick: fc.nat(),
  });
  return fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: count }))
    .map(([value, mutations]) =>
      mutations.reduce<unknown>((current, change) => mutate(current, change) ?? null, value),
    );
}
