// One ui schema object per content for an object field: RJSF copies it on every render, which redraws every property.
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => Boolean(value) && typeof value === 'object';

/** Same keys holding the same values; the value under `deeper` compared the same way a level down. */
export const shallowSame = (a: unknown, b: unknown, deeper?: string): boolean =>
  a === b ||
  (isObject(a) &&
    isObject(b) &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([key, value]) => (key === deeper ? shallowSame(value, b[key]) : b[key] === value)));

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
