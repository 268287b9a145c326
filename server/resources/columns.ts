// Holds a resource's declaration against its table as the database describes it, so that every value the item
// schema lets through fits its column: a looser declaration is refused at start, never answered 500 at run time.
import type { Schema } from '../../src/engine/core/declarations';
import type { Resource } from './resource';

/** One column of the table, as `information_schema.columns` describes it. */
export interface TableColumn {
  name: string;
  /** 'text', 'character varying', 'numeric', 'integer', 'boolean', 'timestamp with time zone' ... */
  type: string;
  /** The n of varchar(n) / char(n). */
  maxLength: number | null;
  /** The p and s of numeric(p, s); null for an unbounded numeric. */
  precision: number | null;
  scale: number | null;
}

/** The largest magnitude an integer column holds. */
const INTEGER_LIMITS: Record<string, number> = {
  smallint: 32_767,
  integer: 2_147_483_647,
  bigint: Number.MAX_SAFE_INTEGER,
};

/** The largest magnitude numeric(p, s) holds: 10^(p-s) - 10^-s. */
const numericLimit = (precision: number, scale: number) =>
  Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`);

/** What the property lets through above and below, from its maximum / minimum (exclusive or not). */
const upper = (property: Schema) => property.maximum ?? property.exclusiveMaximum;
const lower = (property: Schema) => property.minimum ?? property.exclusiveMinimum;

/** Why one writable property's values may not fit its column, or undefined when they all do. */
function looseness(property: Schema, column: TableColumn): string | undefined {
  if (column.maxLength !== null) {
    if (property.type !== 'string') return `is not a string, and its column holds ${column.maxLength} characters`;
    if (property.maxLength === undefined || property.maxLength > column.maxLength)
      return `needs a maxLength of at most ${column.maxLength}, the length of its column`;
  }
  const limit =
    column.type === 'numeric' && column.precision !== null
      ? numericLimit(column.precision, column.scale ?? 0)
      : INTEGER_LIMITS[column.type];
  if (limit === undefined) return undefined;
  if (!['number', 'integer'].includes(String(property.type)))
    return `is not a number, and its column is ${column.type}`;
  if (INTEGER_LIMITS[column.type] !== undefined && property.type !== 'integer')
    return `needs "type": "integer", its column being ${column.type}`;
  const [max, min] = [upper(property), lower(property)];
  if (max === undefined || max > limit || min === undefined || min < -limit)
    return `needs a minimum and a maximum within ±${limit}, what its ${column.type} column holds`;
  return undefined;
}

/** What is wrong between a resource and its table: missing columns, the client column, values looser than columns. */
export function columnProblems(resource: Resource, table: TableColumn[]): string[] {
  const byName = new Map(table.map((column) => [column.name, column]));
  const problems: string[] = [];
  if (!table.length) return [`table "${resource.table}" does not exist`];
  const clientColumn = byName.has('client_id');
  if (resource.scope === 'client' && !clientColumn)
    problems.push(
      `table "${resource.table}" has no client_id column; declare "scope": "global" for rows every caller shares`,
    );
  if (resource.scope === 'global' && clientColumn)
    problems.push(`table "${resource.table}" holds clients' rows (client_id), so it may not be "global"`);
  for (const [name, column] of Object.entries(resource.columns)) {
    const found = byName.get(column);
    if (!found) {
      problems.push(`property "${name}" has no column "${column}" in "${resource.table}"`);
      continue;
    }
    const why = resource.writable.includes(name) ? looseness(resource.properties[name], found) : undefined;
    if (why) problems.push(`property "${name}" ${why}`);
  }
  return problems;
}
