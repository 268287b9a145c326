// `ui:options.resets`: changing one field empties the fields that depended on it (the bank form's account type).

/** Which fields each field resets, read from the ui schema's top level. */
export function resetsOf(ui: Record<string, unknown> | undefined): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [field, node] of Object.entries(ui ?? {})) {
    const resets = (node as { 'ui:options'?: { resets?: unknown } } | null)?.['ui:options']?.resets;
    if (Array.isArray(resets)) found[field] = resets.map(String);
  }
  return found;
}

/** next with the dependent fields removed for every declaring field whose value changed since previous. */
export function withResets<T extends Record<string, unknown>>(
  next: T,
  previous: Record<string, unknown>,
  resets: Record<string, string[]>,
): T {
  const changed = Object.keys(resets).filter((field) => field in previous && !Object.is(previous[field], next[field]));
  if (changed.length === 0) return next;
  const result: Record<string, unknown> = { ...next };
  for (const field of changed) for (const dependent of resets[field]) delete result[dependent];
  return result as T;
}
