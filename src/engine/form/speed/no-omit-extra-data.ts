// RJSF's omitExtraData module (@rjsf/utils/lib/schema/omitExtraData.js) out of every form's chunk: no form of ours
// omits extra data (the Form's omitExtraData and liveOmit props are never set, and the store sends what it settled),
// so its filter is never called. What the rest of RJSF imports from the module stays, and a call of the filter says
// plainly that it is not there.

const absent = (name: string) => () => {
  throw new Error(`RJSF's ${name} is left out of the build (src/engine/form/speed/README.md)`);
};

/** Never called: the Form's own helper for omitExtraData. */
export const getUsedFormData = absent('getUsedFormData');
/** Never called: the Form's own helper for omitExtraData. */
export const getFieldNames = absent('getFieldNames');

/** RJSF's own (for its removeOptionalEmptyObjects): null, undefined, '', [], or a plain object of empty values. */
export function isValueEmpty(value: unknown): boolean {
  if (value == null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  const plain =
    typeof value === 'object' && !(value instanceof Date) && !(typeof File !== 'undefined' && value instanceof File);
  return plain && Object.values(value).every(isValueEmpty);
}

export default absent('omitExtraData');
