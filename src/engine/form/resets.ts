// `ui:options.resets`: changing one field empties the fields that depended on it (the bank form's account type), or
// sets them to declared values (a fee's variable rate zeroes its fixed part).

/** What changing a field does to others: each dependent field's new value (undefined empties it). */
export type Resets = Record<string, Record<string, unknown>>;

/** Which fields each field resets, read from the ui schema's top level: a list empties them, an object sets them. */
export function resetsOf(ui: Record<string, unknown> | undefined): Resets {
  const found: Resets = {};
  for (const [field, node] of Object.entries(ui ?? {})) {
    const resets = (node as { 'ui:options'?: { resets?: unknown } } | null)?.['ui:options']?.resets;
    if (Array.isArray(resets)) found[field] = Object.fromEntries(resets.map((name) => [String(name), undefined]));
    else if (resets && typeof resets === 'object') found[field] = { ...(resets as Record<string, unknown>) };
  }
  return found;
}

/**
 * next with the dependent fields emptied or set, for every declaring field the user changed since previous. A field
 * that was absent counts as changed once it gets a value, except when the form starts (previous is empty).
 */
export function withResets<T extends Record<string, unknown>>(
  next: T,
  previous: Record<string, unknown>,
  resets: Resets,
): T {
  const started = Object.keys(previous).length > 0;
  const changed = Object.keys(resets).filter(
    (field) =>
      (field in previous || (started && next[field] !== undefined)) && !Object.is(previous[field], next[field]),
  );
  if (changed.length === 0) return next;
  const result: Record<string, unknown> = { ...next };
  for (const field of changed)
    for (const [dependent, value] of Object.entries(resets[field])) {
      if (value === undefined) delete result[dependent];
      else result[dependent] = value;
    }
  return result as T;
}
