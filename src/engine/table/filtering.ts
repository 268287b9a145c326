// Search and filters of a master table as pure functions over rows, so 10,000 rows filter without rendering.
import dayjs from 'dayjs';
import type { TableFilter } from '../core/declarations';
import { fieldValue } from '../core/field-path';

type Row = Record<string, unknown>;

/** Values chosen in the filters, by field: a string, a list, or a [from, to] date range. */
export type FilterValues = Record<string, string | string[] | [string | null, string | null] | null | undefined>;

/** The values the filters hold when a table opens: each declared `default`, a range's `today` being the given day. */
export function initialFilterValues(
  filters: TableFilter[],
  today: string = dayjs().format('YYYY-MM-DD'),
): FilterValues {
  const day = (value: string | undefined) => (value === 'today' ? today : (value ?? null));
  const values: FilterValues = {};
  for (const { field, default: value } of filters) {
    if (value === undefined) continue;
    values[field] = typeof value === 'object' && !Array.isArray(value) ? [day(value.from), day(value.to)] : value;
  }
  return values;
}

/** Rows with each empty field of `emptyAs` holding its declared text (an empty client status is 'Pending'), so the
 * cell, the filters, their counts, the search and the export all see it. */
export function withEmptyAs<T extends Row>(rows: T[], emptyAs: Record<string, string> | undefined): T[] {
  if (!emptyAs) return rows;
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  return rows.map((row) =>
    Object.entries(emptyAs).some(([field]) => empty(row[field]))
      ? { ...row, ...Object.fromEntries(Object.entries(emptyAs).filter(([field]) => empty(row[field]))) }
      : row,
  );
}

/** The values a field holds across the rows, sorted, as a filter's choices (a filter that declares no options). */
export function choicesOf(rows: Row[], field: string): { label: string; value: string }[] {
  const values = new Set<string>();
  for (const row of rows) {
    const value = fieldValue(row, field);
    if (value !== null && value !== undefined && value !== '') values.add(String(value));
  }
  return [...values].sort((a, b) => a.localeCompare(b)).map((value) => ({ label: value, value }));
}

/** How many rows hold each value of a field (a `status` filter's counts). */
export function countBy(rows: Row[], field: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const key = String(fieldValue(row, field) ?? '');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value)).toLowerCase();

/** Rows whose search fields contain the query (case-insensitive) and that match every active filter. */
export function filterRows<T extends Row>(
  rows: T[],
  query: string,
  searchFields: string[],
  filters: TableFilter[],
  values: FilterValues,
): T[] {
  const needle = query.trim().toLowerCase();
  const active = filters.filter((filter) => {
    const value = values[filter.field];
    return Array.isArray(value) ? value.some(Boolean) : Boolean(value);
  });
  if (!needle && active.length === 0) return rows;
  return rows.filter((row) => {
    if (needle && !searchFields.some((field) => text(fieldValue(row, field)).includes(needle))) return false;
    return active.every((filter) => {
      const value = values[filter.field];
      if (filter.type === 'date-range') {
        const [from, to] = value as [string | null, string | null];
        const at = dayjs(fieldValue(row, filter.field) as string | number);
        return (!from || !at.isBefore(dayjs(from).startOf('day'))) && (!to || !at.isAfter(dayjs(to).endOf('day')));
      }
      const held = String(fieldValue(row, filter.field));
      return Array.isArray(value) ? value.includes(held) : held === value;
    });
  });
}
