// schemas:check for the message catalogue: every key a declaration or the code names is defined, every defined key is named.
import { didYouMean } from './check-format.ts';
import type { DeclarationFile } from './load.ts';
import type { MessageRef } from './message-refs.ts';

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Names each use of a key the catalogue lacks (with the nearest defined key) and, when the code's uses are given,
 * each defined key nothing uses. Keys starting with `$` are notes (`$comment`), not messages.
 */
export function checkCatalogue(
  catalogue: DeclarationFile<Record<string, string>> | undefined,
  uses: MessageRef[],
  codeUses: MessageRef[] | undefined,
  add: (file: string, pointer: string, message: string) => void,
) {
  const texts = catalogue?.json ?? {};
  const file = catalogue?.file ?? 'schemas/messages.en-GB.json';
  const defined = Object.keys(texts).filter((key) => !key.startsWith('$'));
  for (const key of defined)
    if (typeof texts[key] !== 'string') add(file, `/${escape(key)}`, `message "${key}" is not a text`);
  const all = [...uses, ...(codeUses ?? [])];
  for (const use of all)
    if (!use.key) add(use.file, use.pointer, 'message() needs a literal key, so the build can write its text in');
    else if (!defined.includes(use.key))
      add(use.file, use.pointer, `message "${use.key}" is not defined in ${file}${didYouMean(use.key, defined)}`);
  if (!codeUses) return;
  const used = new Set(all.map((use) => use.key));
  for (const key of defined)
    if (!used.has(key)) add(file, `/${escape(key)}`, `message "${key}" is defined but never used`);
}
