// A table's navigate action: the declared path and state, filled from the row, through the app's router.
import type { TableAction } from '../core/declarations';
import type { Engine } from '../EngineContext';

/** `{field}` in a declared path or state value, filled from the row. */
const fill = (template: string, row: Record<string, unknown>, encode = (text: string) => text) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => encode(String(row[key] ?? '')));

/** A navigate action: through the app's router with the declared state, or a page load where there is none. */
export const navigateTo = (engine: Engine, action: TableAction, row: Record<string, unknown>) => {
  const path = fill(action.navigate!, row, encodeURIComponent);
  const state =
    action.state && Object.fromEntries(Object.entries(action.state).map(([key, value]) => [key, fill(value, row)]));
  if (engine.navigate) engine.navigate(path, state);
  else window.location.assign(path);
};
