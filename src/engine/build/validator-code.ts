// Turns a bundled schema into Ajv standalone validator code as an ES module, so the browser never compiles at run time.
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import addErrors from 'ajv-errors';
import type { Schema } from '../core/declarations.ts';

/** Ajv options shared by the build, the server and the checks: every error, nothing rewritten. */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: false,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
} as const;

/**
 * Returns ES module source exporting `validateFns` (for @rjsf's createPrecompiledValidator).
 * Ajv emits CommonJS with `require()` of its runtime helpers; each becomes an import normalised by __commonJs.
 */
export function validatorModule(schema: Schema): string {
  const code = compileSchemaValidatorsCode(schema as never, {
    ajvOptionsOverrides: { ...AJV_OPTIONS },
    extenderFn: (ajv) => addErrors(ajv),
  });
  const imports: string[] = [];
  const body = code.replace(/require\(("[^"]+")\)/g, (_match, specifier: string) => {
    const name = `__runtime${imports.length}`;
    imports.push(`import * as ${name}ns from ${specifier};\nconst ${name} = __commonJs(${name}ns);`);
    return name;
  });
  return `${INTEROP}\n${imports.join('\n')}\nconst exports = {};\n${body.replace(/^"use strict";/, '')}\nexport const validateFns = exports;\n`;
}

/** Gives the CommonJS helpers Ajv requires the same shape under every bundler's interop. */
const INTEROP = `function __commonJs(ns) {
  const value = ns.default;
  return value && typeof value === 'object' ? { ...value, ...ns, default: value.default ?? value } : ns;
}`;
