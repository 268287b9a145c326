// schemas:check against the declaration formats of schemas/meta: an unknown or misspelt key is named, with a guess.
import { posix } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { KINDS, type DeclarationFile, type Declarations, type Kind } from './load.ts';

/** Each file with the meta-schema ($defs entry and schemas/meta/<name>.meta.json) that describes it. */
const describedFiles = (declarations: Declarations): [string, DeclarationFile[]][] => [
  ...(Object.entries(KINDS) as [Kind, keyof Declarations][]).map(([kind, list]): [string, DeclarationFile[]] => [
    kind,
    (declarations[list] as DeclarationFile[] | undefined) ?? [],
  ]),
  ['menus', declarations.menus ? [declarations.menus] : []],
  ['tours', declarations.tours ? [declarations.tours] : []],
  ['entity', declarations.shared],
];

/** The `$schema` a file should carry: its meta-schema, relative to the file. */
export const metaSchemaPath = (file: string, name: string): string =>
  posix.relative(posix.dirname(file), `schemas/meta/${name}.meta.json`);

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
  'ui:tabs',
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

/** Checks every declaration, menus, tours and shared shape against its meta-schema and its `$schema`, and every form's ui keys. */
export function checkFormats(
  declarations: Declarations,
  add: (file: string, pointer: string, message: string) => void,
): void {
  if (!declarations.meta) return;
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  ajv.addSchema(declarations.meta, 'declarations.meta.json');
  const defs = (declarations.meta.$defs ?? {}) as Record<string, unknown>;
  for (const [name, files] of describedFiles(declarations)) {
    if (!files.length) continue;
    if (!defs[name]) {
      for (const { file } of files)
        add(file, '', `no meta-schema describes it: declarations.meta.json has no $defs/${name}`);
      continue;
    }
    const validate = ajv.compile({ $ref: `declarations.meta.json#/$defs/${name}` });
    for (const { file, json, metaSchema } of files) {
      if (!validate(json))
        for (const { pointer, message } of describe(validate.errors ?? [])) add(file, pointer, message);
      const expected = metaSchemaPath(file, name);
      if (metaSchema !== undefined && metaSchema !== expected)
        add(file, '/$schema', `"$schema" should be "${expected}", the meta-schema of this kind`);
      if (name === 'form')
        for (const [at, message] of unknownUiKeys((json as { ui?: unknown }).ui, '/ui')) add(file, at, message);
    }
  }
}
