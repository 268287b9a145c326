// A table's navigate action: the declared path and state, filled from the row, through the app's router.
import type { TableAction } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import type { Engine } from '../EngineContext';

/** `{field}` (or `{a.b}`) in a declared path or state value, filled from the row. */
const fill = (template: string, row: Record<string, unknown>, encode = (text: string) => text) =>
  template.replace(/\{([\w.]+)\}/g, (_m, key: string) => encode(String(fieldValue(row, key) ?? '')));

/** A value that is one placeholder and nothing else, e.g. `{clientPurpose}`. */
const WHOLE = /^\{([\w.]+)\}$/;

/**
 * Declared values (navigation state, extra submit values) with `{field}` filled from the row. A value that is only a
 * placeholder takes the field as it is (a number stays a number, a missing or empty field is null), so a declared
 * selector can tell "none" from an empty text.
 */
export const fillFromRow = (values: Record<string, string>, row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const whole = WHOLE.exec(value);
      return [key, whole ? (fieldValue(row, whole[1]) ?? null) : fill(value, row)];
    }),
  );

/**
 * The path a navigate action goes to: the declared one with each `{field}` filled (encoded), or, when it is one
 * placeholder only, the row's own app path as it is (a menu entry's `/admin-service/accounts`); anything that is not
 * an app path (another origin, `//host`) falls back to the encoded fill.
 */
const pathOf = (template: string, row: Record<string, unknown>) => {
  const whole = WHOLE.exec(template);
  const value = whole ? fieldValue(row, whole[1]) : undefined;
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : fill(template, row, encodeURIComponent);
};

/** A navigate action: through the app's router with the declared state, or a page load where there is none. */
export const navigateTo = (engine: Engine, action: TableAction, row: Record<string, unknown>) => {
  const path = pathOf(action.navigate!, row);
  const state = action.state && fillFromRow(action.state, row);
  if (engine.navigate) engine.navigate(path, state);
  else window.location.assign(path);
};
