// Declarations name a catalogue text as "msg:<key>": the loader writes the text in, schemas:check proves the key exists.

/** The prefix of a string value that names a catalogue message instead of holding the text. */
export const MESSAGE_PREFIX = 'msg:';

/** One "msg:<key>" value of a declaration, where it was written. */
export interface MessageRef {
  file: string;
  pointer: string;
  key: string;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The value with every "msg:<key>" string replaced by the catalogue's text; one whose key the catalogue lacks stays as
 * written (schemas:check names it). Each reference found is added to refs.
 */
export function withMessageTexts<T>(
  value: T,
  catalogue: Record<string, string>,
  file: string,
  refs: MessageRef[],
  pointer = '',
): T {
  if (typeof value === 'string' && value.startsWith(MESSAGE_PREFIX)) {
    const key = value.slice(MESSAGE_PREFIX.length);
    refs.push({ file, pointer, key });
    return (typeof catalogue[key] === 'string' && !key.startsWith('$') ? catalogue[key] : value) as T;
  }
  if (Array.isArray(value))
    return value.map((item, index) => withMessageTexts(item, catalogue, file, refs, `${pointer}/${index}`)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        withMessageTexts(item, catalogue, file, refs, `${pointer}/${escape(key)}`),
      ]),
    ) as T;
  return value;
}
