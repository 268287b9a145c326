// Sample rows and option lists for stories: made from a declaration's row schema, so every table story has data.
import type { Schema } from '../engine/core/declarations';

const sampleValue = (key: string, schema: Schema | undefined, index: number): unknown => {
  if (!schema) return `${key} ${index + 1}`;
  if (schema.enum) return schema.enum[index % schema.enum.length];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return index + 1;
    case 'boolean':
      return index % 2 === 0;
    case 'object':
      return {};
    default:
      return `${schema.title ?? key} ${index + 1}`;
  }
};

const resolve = (schema: Schema, root: Schema): Schema => {
  if (!schema.$ref) return schema;
  const path = schema.$ref.replace(/^#\//, '').split('/');
  const target = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root) as Schema;
  return { ...resolve(target, root), ...schema, $ref: undefined };
};

/** count rows shaped by the (bundled) row schema; enum fields cycle through their values. */
export function sampleRows(row: Schema, count: number): Record<string, unknown>[] {
  const resolved = resolve(row, row);
  return Array.from({ length: count }, (_, index) =>
    Object.fromEntries(
      Object.entries(resolved.properties ?? {}).map(([key, property]) => [
        key,
        sampleValue(key, resolve(property as Schema, row), index),
      ]),
    ),
  );
}

/** Options any list action returns in a story. */
export const SAMPLE_OPTIONS = [
  { value: 1, label: 'First option' },
  { value: 2, label: 'Second option' },
  { value: 3, label: 'Third option' },
];
