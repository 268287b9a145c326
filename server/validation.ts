// Compiles route schemas with the same Ajv setup and the same schemas/ files the browser uses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type AnySchema, type Options, type ValidateFunction } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';

const SCHEMAS = fileURLToPath(new URL('../schemas', import.meta.url));

/** Every JSON file under schemas/ whose top level carries an $id (entities and shared $defs). */
export function loadSharedSchemas(folder = SCHEMAS): AnySchema[] {
  const found: AnySchema[] = [];
  const walk = (dir: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) {
        const json = JSON.parse(readFileSync(path, 'utf8')) as { $id?: string; $schema?: string };
        // A declaration's $schema points an editor at its meta-schema (schemas/meta); it is no JSON Schema dialect.
        delete json.$schema;
        if (typeof json.$id === 'string') found.push(json);
      }
    }
  };
  walk(folder);
  return found;
}

/** An Ajv with formats, errorMessage and the shared schemas, never rewriting what it checks. */
export function createAjv(options: Options = {}, shared: AnySchema[] = loadSharedSchemas()): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: false,
    // The browser's precompiled validators use RJSF's multipleOfPrecision of 8; without it 1234.56 is not a
    // multiple of 0.01 in floating point, and the server would refuse an amount the form accepted.
    multipleOfPrecision: 8,
    ...options,
  });
  addFormats(ajv);
  addErrors(ajv);
  for (const schema of shared) ajv.addSchema(schema);
  return ajv;
}

/** What the compiler reads of the declarations in force: a form, bundled, as in force now. */
export interface FormsInForce {
  form(id: string): { schema: object };
}

/** The key a route's body schema carries (formBody in schemas.ts) to be checked with its form as in force. */
export const FORM_BODY = 'x-form';

/**
 * Fastify validator compiler: bodies are checked as sent (no coercion, nothing removed), while
 * path and query values, which arrive as text, may be read as numbers or booleans. A body whose schema names its form
 * (`x-form`) is checked with that form's version in force at the time of the request, compiled once per version.
 */
export function validatorCompiler(forms?: FormsInForce) {
  const shared = loadSharedSchemas();
  const strict = createAjv({}, shared);
  const lenient = createAjv({ coerceTypes: true }, shared);
  const compiled = new WeakMap<object, ValidateFunction>();
  const inForce = (formId: string) => {
    const { schema } = forms!.form(formId);
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = strict.compile(schema)));
    return validate;
  };
  return ({ schema, httpPart }: { schema: AnySchema; httpPart?: string }) => {
    const formId = httpPart === 'body' && forms ? (schema as Record<string, unknown>)[FORM_BODY] : undefined;
    if (typeof formId !== 'string') return (httpPart === 'body' ? strict : lenient).compile(schema);
    const check = (data: unknown) => {
      const validate = inForce(formId);
      const valid = validate(data);
      check.errors = validate.errors;
      return valid;
    };
    check.errors = null as ValidateFunction['errors'];
    return check;
  };
}
