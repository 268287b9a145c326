// Validation for live previews without eval: the CSP forbids compiling Ajv in the browser, so the server checks instead.
import type { SchemaRegistry } from '../../engine/core/bundle';
import { bundleSchema } from '../../engine/core/bundle';
import type { BundledForm, ValidatorFunctions } from '../../engine/core/declarations';
import type { LoadedForm } from '../../engine/form/SchemaForm';
import type { LabDeclarations } from './lab-api';

const passes = Object.assign((_data: unknown) => true, { errors: null });

/**
 * Validator functions for any schema, each accepting everything with no errors: the form renders and behaves,
 * and the sample data's messages come from the server check (see README.md).
 */
export const passingValidateFns: ValidatorFunctions = new Proxy({}, { get: () => passes });

/** The shared schemas by $id, as the build's registryOf makes them (that module reads the disk, so not here). */
export const registryOf = (declarations: LabDeclarations): SchemaRegistry =>
  Object.fromEntries(declarations.shared.map(({ json }) => [json.$id!, json]));

/** The value fn returns, or the message of what it threw: for the bundling a half-typed declaration may fail. */
export function attempt<T>(fn: () => T): { value: T; error?: undefined } | { value?: undefined; error: string } {
  try {
    return { value: fn() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** A form declaration bundled in the browser and paired with the passing validators, ready for SchemaForm. */
export function labForm(json: Record<string, unknown>, file: string, registry: SchemaRegistry): LoadedForm {
  const declaration = json as unknown as BundledForm;
  const schema = bundleSchema(declaration.schema, registry);
  return { declaration: { ...declaration, schema, file }, validateFns: passingValidateFns };
}
