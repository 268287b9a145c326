// Build step: each `message('key', ...)` call is given its text instead of its key, so the browser ships only the texts it uses.
import { messageCalls } from './message-calls.ts';

/** The message texts by key (schemas/messages.en-GB.json). */
export type Catalogue = Record<string, string>;

/**
 * The source with the key of every `message(...)` call replaced by its text (the browser's `message` then only fills
 * placeholders), or the reason it cannot be: a call without a literal key, or a key the catalogue does not define.
 */
export function inlineMessages(code: string, catalogue: Catalogue): { code: string } | { error: string } {
  let result = '';
  let from = 0;
  for (const { key, start, end, line } of messageCalls(code)) {
    if (key === undefined) return { error: `line ${line}: message() needs a literal key, so its text can be inlined` };
    if (typeof catalogue[key] !== 'string' || key.startsWith('$'))
      return { error: `line ${line}: message key "${key}" is not defined in schemas/messages.en-GB.json` };
    result += code.slice(from, start) + JSON.stringify(catalogue[key]);
    from = end;
  }
  return { code: result + code.slice(from) };
}
