// Issue 9: the browser's precompiled validators and the server's Ajv judge every sample alike, for every declared
// form and every shared entity definition: the same verdict and the same errors at the same places.
//
// Samples are seeded: a disagreement prints its seed, and
//   FUZZ_SEED=<seed> npx vitest run --project server server/fuzz/validator-agreement.test.ts -t '<schema>'
// draws the same samples again (FUZZ_RUNS=<n> draws more).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { forms } from 'virtual:declarations';
import { mutated, shaped, type HostileSizes, type JsonSchema } from './schema-arbitrary';
import { formSchema } from '../schemas';
import { createAjv } from '../validation';
import { bundleSchema } from '../../src/engine/core/bundle';
import type { Schema, ValidatorFunctions } from '../../src/engine/core/declarations';
import { loadDeclarations, registryOf } from '../../src/engine/build/load';
import { validatorModule } from '../../src/engine/build/validator-code';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** Past every maxLength the schemas declare (500), without making ten thousand samples slow. */
const SAMPLE_SIZES: HostileSizes = { hugeString: 2_000, maxDepth: 12, wide: 50 };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const declarations = loadDeclarations(ROOT);
const registry = registryOf(declarations);
/** The server's one Ajv, as server/forms/validate-form.ts and the route validator compiler build it. */
const serverAjv = createAjv();

/** An Ajv error as both sides report it. */
interface AjvError {
  instancePath: string;
  message?: string;
}

/** The browser's judgement: RJSF's precompiled validator over the generated functions, as SchemaForm uses it. */
const browserJudge = (validateFns: ValidatorFunctions, schema: Schema) => {
  const validator = createPrecompiledValidator(validateFns as never, schema as RJSFSchema);
  return (data: unknown) => (validator.rawValidation(schema as RJSFSchema, data).errors ?? []) as AjvError[];
};

/** The server's judgement of the same bundled schema. */
const serverJudge = (schema: Schema) => {
  const validate = serverAjv.compile(schema);
  return (data: unknown) => {
    validate(data);
    return (validate.errors ?? []) as AjvError[];
  };
};

const TEMP = mkdtempSync(join(tmpdir(), 'validator-agreement-'));
afterAll(() => rmSync(TEMP, { recursive: true, force: true }));
const resolveFromHere = createRequire(import.meta.url).resolve;

/**
 * Imports the module the declarations plugin would emit for a schema (src/engine/build/validator-code.ts). It is
 * written to a temporary file, so its imports of Ajv's runtime are pointed at this project's copies.
 */
async function precompiled(schema: Schema, name: string): Promise<ValidatorFunctions> {
  const code = validatorModule(schema).replace(
    /from "([^"]+)"/g,
    (_match, specifier: string) => `from ${JSON.stringify(pathToFileURL(resolveFromHere(specifier)).href)}`,
  );
  const file = join(TEMP, `${name.replace(/[^A-Za-z0-9]+/g, '_')}.mjs`);
  writeFileSync(file, code);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { validateFns: ValidatorFunctions })
    .validateFns;
}

const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 600 ? `${text.slice(0, 600)}... (${text.length} characters)` : text;
};
const places = (errors: AjvError[]) => [...new Set(errors.map((error) => error.instancePath))].sort();
const messages = (errors: AjvError[]) =>
  [...new Set(errors.map((error) => `${error.instancePath}: ${error.message}`))].sort();

/** Draws valid-looking and broken samples of the schema and requires both sides to judge each one alike. */
function assertAgreement(
  schema: Schema,
  browser: (data: unknown) => AjvError[],
  server: (data: unknown) => AjvError[],
) {
  const valid = shaped(schema, schema as JsonSchema);
  const samples = fc.oneof(valid, mutated(valid, SAMPLE_SIZES));
  const counts = { valid: 0, invalid: 0 };
  fc.assert(
    fc.property(samples, (data) => {
      const [inBrowser, onServer] = [browser(data), server(data)];
      counts[onServer.length ? 'invalid' : 'valid']++;
      const same =
        (inBrowser.length === 0) === (onServer.length === 0) &&
        JSON.stringify(places(inBrowser)) === JSON.stringify(places(onServer)) &&
        JSON.stringify(messages(inBrowser)) === JSON.stringify(messages(onServer));
      if (!same)
        throw new Error(
          `sample ${preview(data)}\nbrowser: ${preview(messages(inBrowser))}\nserver:  ${preview(messages(onServer))}`,
        );
    }),
    {
      seed: SEED,
      numRuns: RUNS,
      endOnFailure: true,
      reporter: (run) => {
        if (run.failed)
          throw new Error(
            `FUZZ_SEED=${run.seed} (path ${run.counterexamplePath}): the browser and the server disagree\n${
              run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance)
            }`,
          );
      },
    },
  );
  return counts;
}

describe('declared forms', () => {
  it.each(Object.keys(forms).sort())('%s', async (id) => {
    const { declaration, validateFns } = await forms[id]();
    // What the server compiles is what the browser was built with.
    expect(formSchema(id)).toEqual(declaration.schema);
    const counts = assertAgreement(
      declaration.schema,
      browserJudge(validateFns, declaration.schema),
      serverJudge(formSchema(id)),
    );
    expect(counts.valid + counts.invalid).toBe(RUNS);
  });
});

/** Every definition of the shared entity schemas (schemas/entities, schemas/common), as a route's $ref bundles it. */
const ENTITY_DEFS = declarations.shared
  .filter(({ file }) => /^schemas[\\/](entities|common)[\\/]/.test(file))
  .flatMap(({ json }) => Object.keys(json.$defs ?? {}).map((name) => `${json.$id}#/$defs/${name}`))
  .sort();

describe('shared entity definitions', () => {
  it.each(ENTITY_DEFS)('%s', async (ref) => {
    const schema = bundleSchema({ $ref: ref }, registry);
    const counts = assertAgreement(schema, browserJudge(await precompiled(schema, ref), schema), serverJudge(schema));
    expect(counts.valid + counts.invalid).toBe(RUNS);
  });
});
