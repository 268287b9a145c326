// One ui schema object per content for an object field: RJSF copies it on every render, which redraws every property.
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => Boolean(value) && typeof value === 'object';

/**
 * Same keys holding the same values; the value under `deeper` compared the same way a level down. Written as loops:
 * it runs over every field of a form on each change, mostly before the JIT has compiled it, where each array
 * `Object.entries` makes costs more than the comparison.
 */
export const shallowSame = (a: unknown, b: unknown, deeper?: string): boolean => {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b)) return false;
  for (const key in a)
    if (!(key in b) || (key === deeper ? !shallowSame(a[key], b[key]) : a[key] !== b[key])) return false;
  for (const key in b) if (!(key in a)) return false;
  return true;
};

/** The same ui schema content (`ui:options` compared a level down, as RJSF copies it too). */
export const sameUi = (a: FieldProps['uiSchema'], b: FieldProps['uiSchema']) => shallowSame(a, b, 'ui:options');

/**
 * RJSF's SchemaField hands an object field a fresh copy of its ui schema on every render, and RJSF's ObjectField
 * turns that into new handlers for every property, so a settled keystroke in one field drew all of them again (600
 * fields: one 55 ms task). A copy with the same content keeps the first object.
 */
export function useSteadyUi(uiSchema: FieldProps['uiSchema']): FieldProps['uiSchema'] {
  const [steady, setSteady] = useState(uiSchema);
  if (sameUi(steady, uiSchema)) return steady;
  setSteady(uiSchema);
  return uiSchema;
}
