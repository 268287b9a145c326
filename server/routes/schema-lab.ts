// The Schema Lab's API: every declaration as written, and the checks the browser cannot run under its no-eval CSP.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { checkDeclarations, type Registries } from '../../src/engine/build/check';
import {
  bundleForm,
  bundleTable,
  loadDeclarations,
  registryOf,
  type DeclarationFile,
  type Declarations,
} from '../../src/engine/build/load';
import type { SchemaRegistry } from '../../src/engine/core/bundle';
import type { FormDeclaration, Schema, TableDeclaration, WizardStep } from '../../src/engine/core/declarations';
import { ok } from '../plugins/envelope';
import { createAjv } from '../validation';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LISTS = { form: 'forms', table: 'tables', wizard: 'wizards' } as const;
type Kind = keyof typeof LISTS;

/** What the lab sends: the edited declaration, optional sample data, and the names its registries offer. */
interface CheckBody {
  kind: Kind;
  declaration: Record<string, unknown>;
  sample?: Record<string, unknown>;
  /** The file the declaration was opened from; matched before the id, so renaming the id stays the same file. */
  file?: string;
  registries: Omit<Registries, 'screenTables'>;
}

const NAMES = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 200 } };
const CHECK_BODY = {
  type: 'object',
  required: ['kind', 'declaration', 'registries'],
  additionalProperties: false,
  properties: {
    kind: { enum: Object.keys(LISTS), errorMessage: 'kind must be form, table or wizard' },
    declaration: { type: 'object', errorMessage: { type: 'The declaration must be a JSON object' } },
    sample: { type: 'object', errorMessage: { type: 'The sample data must be a JSON object' } },
    file: { type: 'string', maxLength: 300 },
    registries: {
      type: 'object',
      required: ['widgets', 'rules', 'actions', 'transforms'],
      additionalProperties: false,
      properties: { widgets: NAMES, rules: NAMES, actions: NAMES, transforms: NAMES },
    },
  },
};

/** The fields checkDeclarations reads without guarding their type: a wrong one is reported here instead. */
const SHAPES: Record<Kind, object> = {
  form: {
    type: 'object',
    required: ['schema'],
    properties: {
      id: { type: 'string' },
      schema: { type: 'object' },
      ui: { type: 'object' },
      rules: { type: 'array', items: { type: 'string' } },
    },
  },
  table: {
    type: 'object',
    required: ['row', 'columns', 'source'],
    properties: {
      id: { type: 'string' },
      row: { type: 'object' },
      source: { type: ['string', 'object'] },
      columns: {
        type: 'array',
        items: { type: 'object', required: ['field'], properties: { field: { type: 'string' } } },
      },
      search: { type: 'array', items: { type: 'string' } },
      filters: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' } } } },
      actions: { type: 'array', items: { type: 'object' } },
      rowActions: { type: 'array', items: { type: 'object' } },
    },
  },
  wizard: {
    type: 'object',
    required: ['steps'],
    properties: { id: { type: 'string' }, steps: { type: 'array', items: { type: 'object' } } },
  },
};

/** One problem of the edited declaration, located by JSON pointer. */
interface LabProblem {
  pointer: string;
  message: string;
}

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
function sampleErrorsOf(schema: Schema, sample: unknown): Record<string, string> | undefined {
  let validate;
  try {
    validate = createAjv({}, []).compile(schema);
  } catch {
    return undefined;
  }
  return validate(sample) ? {} : messagesByPath((validate.errors ?? []) as AjvError[]);
}

/** The declarations with the edited one in place of the file (or id) it came from, or added when new. */
function substitute(declarations: Declarations, body: CheckBody) {
  const list = declarations[LISTS[body.kind]] as DeclarationFile<{ id?: unknown }>[];
  const byFile = body.file ? list.findIndex((entry) => entry.file === body.file) : -1;
  const at = byFile >= 0 ? byFile : list.findIndex((entry) => entry.json.id === body.declaration.id);
  const file = at >= 0 ? list[at].file : `schemas/${String(body.declaration.id ?? 'new')}.${body.kind}.json`;
  const edited: DeclarationFile<Record<string, unknown>> = { file, json: body.declaration };
  const next = at >= 0 ? list.map((entry, index) => (index === at ? edited : entry)) : [...list, edited];
  return { edited, all: { ...declarations, [LISTS[body.kind]]: next } as Declarations };
}

/** The check's problems in one file; a declaration odd enough to stop the check is itself the problem. */
function problemsOf(all: Declarations, file: string, registries: CheckBody['registries']): LabProblem[] {
  try {
    return checkDeclarations(all, { ...registries, screenTables: [] })
      .filter((problem) => problem.file === file)
      .map(({ pointer, message }) => ({ pointer, message }));
  } catch (error) {
    return [{ pointer: '', message: `the check stopped: ${(error as Error).message}` }];
  }
}

/** The bundled schema (form) or row (table); undefined when bundling fails, which the problems explain. */
function bundledOf(kind: Kind, edited: DeclarationFile<unknown>, registry: SchemaRegistry): Schema | undefined {
  try {
    if (kind === 'form') return bundleForm(edited as DeclarationFile<FormDeclaration>, registry).schema;
    return kind === 'table' ? bundleTable(edited as DeclarationFile<TableDeclaration>, registry).row : undefined;
  } catch {
    return undefined;
  }
}

/** A wizard's sample is keyed by step id; each step with a form is checked against that form, paths prefixed. */
function wizardSampleErrors(steps: WizardStep[], sample: Record<string, unknown>, all: Declarations) {
  const registry = registryOf(all);
  const errors: Record<string, string> = {};
  for (const step of steps) {
    const form = all.forms.find((candidate) => candidate.json.id === step.form);
    if (!form || sample[step.id] === undefined) continue;
    const messages = sampleErrorsOf(bundledOf('form', form, registry) ?? {}, sample[step.id]) ?? {};
    for (const [path, message] of Object.entries(messages)) errors[path ? `${step.id}.${path}` : step.id] = message;
  }
  return errors;
}

/** Registers the lab's routes: open to anyone signed in during development, to the admin console's Admin in production. */
export default async function schemaLabRoutes(app: FastifyInstance) {
  const access = app.config.development ? {} : { consoles: ['admin' as const], roles: ['Admin'] };
  const ajv = createAjv({}, []);
  const shapes = {
    form: ajv.compile(SHAPES.form),
    table: ajv.compile(SHAPES.table),
    wizard: ajv.compile(SHAPES.wizard),
  };

  app.get('/api/schema-lab/declarations', { config: { access } }, async () => {
    const { shared, forms, tables, wizards } = loadDeclarations(ROOT);
    return ok({ shared, forms, tables, wizards });
  });

  app.post(
    '/api/schema-lab/check',
    { config: { access }, bodyLimit: 256 * 1024, schema: { body: CHECK_BODY } },
    async (request) => {
      const body = request.body as CheckBody;
      const shape = shapes[body.kind];
      if (!shape(body.declaration)) {
        const problems: LabProblem[] = (shape.errors ?? []).map((error) => ({
          pointer: error.instancePath,
          message: error.message ?? 'is invalid',
        }));
        return ok({ problems });
      }
      const { edited, all } = substitute(loadDeclarations(ROOT), body);
      const problems = problemsOf(all, edited.file, body.registries);
      if (body.kind === 'wizard') {
        const steps = body.declaration.steps as WizardStep[];
        return ok({ problems, sampleErrors: body.sample ? wizardSampleErrors(steps, body.sample, all) : undefined });
      }
      const bundled = bundledOf(body.kind, edited, registryOf(all));
      const sampleErrors = bundled && body.sample ? sampleErrorsOf(bundled, body.sample) : undefined;
      return ok({ problems, bundled, sampleErrors });
    },
  );
}
