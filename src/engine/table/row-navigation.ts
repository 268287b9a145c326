// A table's navigate action: the declared path and state, filled from the row, through the app's router.
import type { TableAction } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import type { Engine } from '../EngineContext';

/** `{field}` (or `{a.b}`) in a declared path or state value, filled from the row. */
const fill = (template: string, row: Record<string, unknown>, encode = (text: string) => text) =>
  template.replace(/\{([\w.]+)\}/g, (_m, key: string) => encode(String(fieldValue(row, key) ?? '')));

/** Declared values (navigation state, extra submit values) with `{field}` filled from the row. */
export const fillFromRow = (values: Record<string, string>, row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fill(value, row)]));

/** A navigate action: through the app's router with the declared state, or a page load where there is none. */
export const navigateTo = (engine: Engine, action: TableAction, row: Record<string, unknown>) => {
  const path = fill(action.navigate!, row, encodeURIComponent);
  const state = action.state && fillFromRow(action.state, row);
  if (engine.navigate) engine.navigate(path, state);
  else window.location.assign(path);
};
