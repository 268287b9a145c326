// A table whose status filter is chosen on the server (`remote`): what the source is asked, what its answer holds,
// and the title that names the chosen status ('{status} Receivables').
import type { TableFilter } from '../core/declarations';
import type { FilterValues } from './filtering';

type Row = Record<string, unknown>;

/** A source's answer as the table reads it: the rows, and a remote filter's counts by value when it gave them. */
export interface SourceAnswer {
  rows: Row[];
  counts?: Record<string, number>;
}

/** Reads a source's answer: a list of rows, or `{ rows, counts }`; anything else is a broken declaration or action. */
export function readAnswer(answer: unknown, source: string): SourceAnswer {
  if (Array.isArray(answer)) return { rows: answer as Row[] };
  const page = answer as { rows?: unknown; counts?: unknown } | null;
  if (page && Array.isArray(page.rows))
    return { rows: page.rows as Row[], counts: (page.counts ?? undefined) as Record<string, number> | undefined };
  throw new Error(`${source} did not answer a list`);
}

/** The source's payload: the screen's parameters and each remote filter's chosen value (none for All). */
export function remotePayload(params: Row | undefined, filters: TableFilter[], values: FilterValues): Row | undefined {
  const chosen = Object.fromEntries(
    filters
      .filter((filter) => filter.remote && typeof values[filter.field] === 'string')
      .map((filter) => [filter.field, values[filter.field]]),
  );
  return Object.keys(chosen).length ? { ...params, ...chosen } : params;
}

/** The remote filters' counts as the status filter shows them: All is the sum of every value's count. */
export function remoteCounts(filters: TableFilter[], counts: Record<string, number> | undefined) {
  if (!counts) return {};
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return Object.fromEntries(
    filters.filter((filter) => filter.remote).map((filter) => [filter.field, { all, values: counts }]),
  );
}

/** The title with each `{field}` naming a filter's chosen option (its label), or 'All' when none is chosen. */
export function filledTitle(title: string, filters: TableFilter[], values: FilterValues): string {
  return title.replace(/\{([^{}]+)\}/g, (whole, field: string) => {
    const filter = filters.find((one) => one.field === field);
    if (!filter) return whole;
    const value = values[field];
    if (typeof value !== 'string') return 'All';
    return filter.options?.find((option) => option.value === value)?.label ?? value;
  });
}
