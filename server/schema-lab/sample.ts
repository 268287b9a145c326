// Sample data's messages in the Schema Lab: a bundled schema compiled with the API's Ajv, errors keyed by field path.
import { bundleForm, registryOf, type Declarations } from '../../src/engine/build/load';
import type { Schema, WizardStep } from '../../src/engine/core/declarations';
import { createAjv } from '../validation';

/** The part of an Ajv error the path rule reads (ajv-errors wraps the original errors in params.errors). */
interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: { missingProperty?: string; errors?: AjvError[] };
}

/**
 * Messages by field path ('a.b'), by the rule of messagesByPath in src/engine/form/error-schema.ts (its browser
 * twin, which the server may not import): a required error belongs to the missing field, the first message wins.
 */
function messagesByPath(errors: AjvError[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of errors) {
    const base = error.instancePath
      .split('/')
      .filter(Boolean)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    const wrapped = error.keyword === 'errorMessage' ? error.params.errors?.[0] : error;
    const missing = wrapped?.keyword === 'required' ? wrapped.params.missingProperty : undefined;
    const path = [...base, ...(missing ? [missing] : [])].join('.');
    if (!(path in messages) && error.message) messages[path] = error.message;
  }
  return messages;
}

/** Sample data's messages against a bundled schema; undefined when the schema does not compile (a problem says so). */
export function sampleErrorsOf(schema: Schema, sample: unknown): Record<string, string> | undefined {
  let validate;
  try {
    validate = createAjv({}, []).compile(schema);
  } catch {
    return undefined;
  }
  return validate(sample) ? {} : messagesByPath((validate.errors ?? []) as AjvError[]);
}

/** A wizard's sample is keyed by step id; each step with a form is checked against that form, paths prefixed. */
export function wizardSampleErrors(steps: WizardStep[], sample: Record<string, unknown>, all: Declarations) {
  const registry = registryOf(all);
  const errors: Record<string, string> = {};
  for (const step of steps) {
    const form = all.forms.find((candidate) => candidate.json.id === step.form);
    if (!form || sample[step.id] === undefined) continue;
    let schema: Schema = {};
    try {
      schema = bundleForm(form, registry).schema;
    } catch {
      continue;
    }
    const messages = sampleErrorsOf(schema, sample[step.id]) ?? {};
    for (const [path, message] of Object.entries(messages)) errors[path ? `${step.id}.${path}` : step.id] = message;
  }
  return errors;
}
