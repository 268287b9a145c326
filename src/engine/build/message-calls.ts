// Finds the `message('key', ...)` calls of a source file: the build writes their texts in, schemas:check counts their keys.

/** One call of the catalogue lookup. */
export interface MessageCall {
  /** The literal key; undefined when the first argument is not a string literal. */
  key?: string;
  /** Offsets of the key's string literal in the source (both at the first argument when it is not a literal). */
  start: number;
  end: number;
  /** The call's line, from 1. */
  line: number;
}

const IMPORTS_MESSAGE = /from\s*['"][^'"]*\/message(?:\.ts)?['"]/;
const CALL = /(?<![\w$.])message\(\s*(?:'([^'\\\r\n]*)'|"([^"\\\r\n]*)")?/g;

/** Every `message(` call of a file that imports src/engine/core/message.ts; none in any other file. */
export function messageCalls(code: string): MessageCall[] {
  if (!IMPORTS_MESSAGE.test(code)) return [];
  return [...code.matchAll(CALL)].map((match) => {
    const key = match[1] ?? match[2];
    const end = match.index + match[0].length;
    const start = key === undefined ? end : end - key.length - 2;
    return { key, start, end, line: code.slice(0, match.index).split('\n').length };
  });
}
