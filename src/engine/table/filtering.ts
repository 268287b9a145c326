// Search and filters of a master table as pure functions over rows, so 10,000 rows filter without rendering.
import dayjs from 'dayjs';
import type { TableFilter } from '../core/declarations';

type Row = Record<string, unknown>;

/** Values chosen in the filters, by field: a string, a list, or a [from, to] date range. */
export type FilterValues = Record<string, string | string[] | [string | null, string | null] | null | undefined>;

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
    if (needle && !searchFields.some((field) => text(row[field]).includes(needle))) return false;
    return active.every((filter) => {
      const value = values[filter.field];
      if (filter.type === 'date-range') {
        const [from, to] = value as [string | null, string | null];
        const at = dayjs(row[filter.field] as string | number);
        return (!from || !at.isBefore(dayjs(from).startOf('day'))) && (!to || !at.isAfter(dayjs(to).endOf('day')));
      }
      if (Array.isArray(value)) return value.includes(String(row[filter.field]));
      return String(row[filter.field]) === value;
    });
  });
}
