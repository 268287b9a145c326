// The check of a proposed message catalogue (issue 34): texts only, a text the code shows stays as built (code's texts
// are inlined at build time, so changing one needs a review and a deploy), and no key a declaration in force names
// may go.
import { message } from '../../src/engine/core/message';
import type { LabProblem } from '../../src/engine/build/lab-wire';
import type { Declarations } from '../../src/engine/build/load';
import type { MessageRef } from '../../src/engine/build/message-refs';

/** The longest text a catalogue entry may hold. */
export const MAX_TEXT = 2000;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The problems of `proposed` as the catalogue in force: `files` gives the texts the code was built with, `view` the
 * declarations in force and the keys they name, `codeUses` each catalogue key a call of the code's message function names.
 */
export function catalogueProblems(
  files: Declarations,
  view: Declarations,
  proposed: Record<string, unknown>,
  codeUses: MessageRef[],
): LabProblem[] {
  const problems: LabProblem[] = [];
  for (const [key, text] of Object.entries(proposed))
    if (typeof text !== 'string' || !text.trim() || text.length > MAX_TEXT)
      problems.push({ pointer: `/${escape(key)}`, message: message('schemaLab.catalogue.notText', { max: MAX_TEXT }) });
  const built = files.messages?.json ?? {};
  const shown = new Map<string, string>();
  for (const use of codeUses) if (use.key && !shown.has(use.key)) shown.set(use.key, use.file);
  for (const [key, file] of shown)
    if (proposed[key] !== built[key])
      problems.push({ pointer: `/${escape(key)}`, message: message('schemaLab.catalogue.shownByCode', { key, file }) });
  const named = new Map<string, MessageRef>();
  for (const ref of view.messageRefs ?? []) if (!named.has(ref.key)) named.set(ref.key, ref);
  for (const [key, ref] of named)
    if (!(key in proposed))
      problems.push({
        pointer: `/${escape(key)}`,
        message: message('schemaLab.catalogue.stillNamed', { key, file: ref.file, pointer: ref.pointer }),
      });
  return problems;
}
