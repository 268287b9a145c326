// schemas:check against the declaration formats of schemas/meta: an unknown or misspelt key is named, with a guess.
import Ajv, { type ErrorObject } from 'ajv';
import type { DeclarationFile, Declarations } from './load.ts';

/** The kinds a meta-schema describes, by their list in Declarations. */
const KINDS = { forms: 'form', tables: 'table', wizards: 'wizard', flows: 'flow' } as const;

/** Keys RJSF reads in a ui schema; any other `ui:` key is a typo. */
export const UI_KEYS = [
  'ui:widget',
  'ui:options',
  'ui:order',
  'ui:autofocus',
  'ui:placeholder',
  'ui:readonly',
  'ui:disabled',
  'ui:hidden',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:label',
  'ui:field',
  'ui:classNames',
  'ui:emptyValue',
  'ui:enumNames',
  'ui:submitButtonOptions',
];

/** Edit distance between two keys (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = here;
    }
  }
  return row[b.length];
}

/** ' (did you mean "save"?)' when a known key is close to the unknown one, else ''. */
export function didYouMean(key: string, known: string[]): string {
  const [best] = known
    .map((candidate) => [candidate, distance(key.toLowerCase(), candidate.toLowerCase())] as const)
    .sort((a, b) => a[1] - b[1]);
  return best && best[1] <= Math.max(2, Math.floor(key.length / 3)) ? ` (did you mean "${best[0]}"?)` : '';
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** One problem per place: an unknown key with its guess, else the place's first message; a union's own summary says nothing. */
function describe(errors: ErrorObject[]): { pointer: string; message: string }[] {
  const found = new Map<string, string>();
  for (const error of errors) {
    if (error.keyword === 'additionalProperties') {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      found.set(`${error.instancePath}/${escape(key)}`, `unknown key "${key}"${didYouMean(key, known)}`);
    }
  }
  for (const error of errors) {
    if (error.keyword === 'additionalProperties' || error.keyword === 'oneOf') continue;
    if (!found.has(error.instancePath)) found.set(error.instancePath, error.message ?? 'is not valid here');
  }
  return [...found].map(([pointer, message]) => ({ pointer, message }));
}

/** Every ui schema key that starts with 'ui:' but is not one RJSF reads. */
function* unknownUiKeys(node: unknown, pointer: string): Generator<[string, string]> {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escape(key)}`;
    if (key.startsWith('ui:') && !UI_KEYS.includes(key))
      yield [at, `unknown ui key "${key}"${didYouMean(key, UI_KEYS)}`];
    else if (key !== 'ui:options') yield* unknownUiKeys(value, at);
  }
}

/** Checks each form, table, wizard and flow against its meta-schema, and every form's ui keys. */
export function checkFormats(
  declarations: Declarations,
  add: (file: string, pointer: string, message: string) => void,
): void {
  if (!declarations.meta) return;
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  ajv.addSchema(declarations.meta, 'declarations.meta.json');
  for (const [list, kind] of Object.entries(KINDS) as [keyof typeof KINDS, string][]) {
    const validate = ajv.compile({ $ref: `declarations.meta.json#/$defs/${kind}` });
    for (const { file, json } of declarations[list] as DeclarationFile<unknown>[]) {
      if (!validate(json))
        for (const { pointer, message } of describe(validate.errors ?? [])) add(file, pointer, message);
      if (kind === 'form')
        for (const [at, message] of unknownUiKeys((json as { ui?: unknown }).ui, '/ui')) add(file, at, message);
    }
  }
}
