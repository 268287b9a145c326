// Sample rows, form data and option lists for stories: made from a declaration's schema, so every story has data.
import type { Schema, TableDeclaration } from '../engine/core/declarations';
import { sampleString } from './sample-string';

/** ISO codes a money field's currency takes in sample rows. */
const CURRENCIES = ['USD', 'EUR', 'GBP'];

const sampleValue = (key: string, schema: Schema | undefined, index: number): unknown => {
  if (!schema) return `${key} ${index + 1}`;
  if (schema.enum) return schema.enum[index % schema.enum.length];
  // Recent days, so a date filter's default range (this financial year to today) keeps the rows.
  if (schema.format === 'date') return new Date(Date.now() - (index + 1) * 86_400_000).toISOString().slice(0, 10);
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

/** Currencies the money columns and detail fields of a table read their code from. */
const currencyFields = (table: TableDeclaration) =>
  [...table.columns, ...(table.detail ?? []).flatMap((item) => ('fields' in item ? item.fields : [item]))].flatMap(
    (field) => (field.currencyField ? [field.currencyField] : []),
  );

/** count rows shaped by the (bundled) row schema; enum fields cycle through their values, `currencies` hold codes. */
export function sampleRows(row: Schema, count: number, currencies: string[] = []): Record<string, unknown>[] {
  const resolved = resolve(row, row);
  return Array.from({ length: count }, (_, index) =>
    Object.fromEntries(
      Object.entries(resolved.properties ?? {}).map(([key, property]) => [
        key,
        currencies.includes(key)
          ? CURRENCIES[index % CURRENCIES.length]
          : sampleValue(key, resolve(property as Schema, row), index),
      ]),
    ),
  );
}

/** count sample rows for a table declaration, its money fields' currencies included. */
export const tableRows = (table: TableDeclaration, count: number) =>
  sampleRows(table.row, count, currencyFields(table));

/** One value a (bundled) form field accepts: its const, first enum value, a sample within its limits, nested fields. */
function sampleField(key: string, field: Schema, root: Schema): unknown {
  const schema = resolve(field, root);
  const choice = (schema.oneOf ?? schema.anyOf)?.find((option) => typeof option === 'object' && 'const' in option);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (choice) return (choice as Schema).const;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(typeof schema.minimum === 'number' ? schema.minimum : 1, 1);
    case 'boolean':
      return true;
    case 'object':
      return sampleData(schema, root);
    case 'array': {
      const items = resolve((schema.items ?? {}) as Schema, root);
      const count = Math.max(schema.minItems ?? 1, 1);
      return items.enum
        ? items.enum.slice(0, count)
        : Array.from({ length: count }, () => sampleField(key, items, root));
    }
    default:
      return sampleString(schema, schema.title ?? key);
  }
}

/** Data for a form's (bundled) schema with every declared field filled, as a designer's "Filled" state shows it. */
export function sampleData(schema: Schema, root: Schema = schema): Record<string, unknown> {
  const resolved = resolve(schema, root);
  return Object.fromEntries(
    Object.entries(resolved.properties ?? {}).map(([key, property]) => [
      key,
      sampleField(key, property as Schema, root),
    ]),
  );
}

/** Options any list action returns in a story. */
export const SAMPLE_OPTIONS = [
  { value: 1, label: 'First option' },
  { value: 2, label: 'Second option' },
  { value: 3, label: 'Third option' },
];
