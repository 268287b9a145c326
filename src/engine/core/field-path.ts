// A row field named by a dotted path (`payerDetails.payerName`): tables, details and row conditions read nested records.

/** The value at `path` in the record: its own key first, else each dotted segment in turn; undefined when absent. */
export function fieldValue(record: Record<string, unknown>, path: string): unknown {
  if (path in record || !path.includes('.')) return record[path];
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
