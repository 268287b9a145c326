// The Schema Lab's check: the edited declaration's problems, bundled schema and sample messages (run in the worker).
import { message } from '../../src/engine/core/message';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { checkDeclarations } from '../../src/engine/build/check';
import {
  ENTITY,
  isSingleKind,
  LISTS,
  type CheckBody,
  type CheckResult,
  type LabProblem,
  type ListKind,
  type SingleKind,
} from '../../src/engine/build/lab-wire';
import { codeMessageUses } from '../../src/engine/build/code-messages';
import { withMessageTexts, type MessageRef } from '../../src/engine/build/message-refs';
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
import { createAjv } from '../validation';
import { catalogueProblems } from './catalogue-check';
import { documentParts, outsideDocumentParts } from './entity-parts';
import { inForceView, type PublishedDocument } from './in-force-view';
import { sampleErrorsOf, wizardSampleErrors } from './sample';
import { notTextChanges } from './texts-only';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Kind = ListKind;

export type { CheckBody, CheckResult, LabProblem } from '../../src/engine/build/lab-wire';

/** What the worker checks: the lab's body and the published versions in force it is checked among. */
export interface CheckJob extends CheckBody {
  published?: PublishedDocument[];
}

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
  flow: {
    type: 'object',
    required: ['steps'],
    properties: { id: { type: 'string' }, steps: { type: 'object' } },
  },
  page: { type: 'object', properties: { id: { type: 'string' } } },
  dashboard: { type: 'object', properties: { id: { type: 'string' } } },
};

let shapes: Record<Kind, ValidateFunction> | undefined;
const compileShapes = () => {
  const ajv = createAjv({}, []);
  return Object.fromEntries(Object.entries(SHAPES).map(([kind, shape]) => [kind, ajv.compile(shape)])) as Record<
    Kind,
    ValidateFunction
  >;
};

/**
 * The declarations with the edited one in place of the file (or id) it came from, or added when new; its "msg:"
 * references take the catalogue's texts and replace the file's in the references schemas:check proves.
 */
function substitute(declarations: Declarations, body: CheckBody & { kind: Kind }) {
  const list = declarations[LISTS[body.kind]] as DeclarationFile<{ id?: unknown }>[];
  const byFile = body.file ? list.findIndex((entry) => entry.file === body.file) : -1;
  const at = byFile >= 0 ? byFile : list.findIndex((entry) => entry.json.id === body.declaration.id);
  const file = at >= 0 ? list[at].file : `schemas/${String(body.declaration.id ?? 'new')}.${body.kind}.json`;
  const refs: MessageRef[] = (declarations.messageRefs ?? []).filter((ref) => ref.file !== file);
  const json = withMessageTexts(body.declaration, declarations.messages?.json ?? {}, file, refs);
  const edited: DeclarationFile<Record<string, unknown>> = { file, json };
  const next = at >= 0 ? list.map((entry, index) => (index === at ? edited : entry)) : [...list, edited];
  return { edited, all: { ...declarations, [LISTS[body.kind]]: next, messageRefs: refs } as Declarations };
}

/** The check's problems in one file; a declaration odd enough to stop the check is itself the problem. */
function problemsOf(all: Declarations, file: string, registries: CheckBody['registries']): LabProblem[] {
  try {
    // Only this file's problems are read, so only its schema need compile.
    return checkDeclarations(all, { ...registries, screenTables: [] }, { compileOnly: new Set([file]) })
      .filter((problem) => problem.file === file)
      .map((problem) => ({ pointer: problem.pointer, message: problem.message }));
  } catch (error) {
    return [{ pointer: '', message: message('schemaLab.checkStopped', { reason: (error as Error).message }) }];
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

/**
 * The menus' or the tours' problems: schemas:check's (their meta-schema, the roles a tour names) with the edited
 * document in place of the file, and every change to the version in force that is not to a displayed text.
 */
function singleProblems(view: Declarations, kind: SingleKind, body: CheckBody): LabProblem[] {
  const inForce = view[kind];
  if (!inForce) return [];
  const edited = { ...inForce, json: body.declaration };
  const problems = problemsOf({ ...view, [kind]: edited } as Declarations, inForce.file, body.registries);
  const changes = notTextChanges(kind, inForce.json, body.declaration);
  return [...problems, ...changes.map(({ pointer, message: text }) => ({ pointer, message: text }))];
}

/** An entity's check: schemas:check with it in place of its file, and the changes outside its document parts. */
function entityProblems(view: Declarations, body: CheckBody): LabProblem[] {
  const at = view.shared.findIndex((entry) => entry.json.$id === body.declaration.$id);
  const inForce = view.shared[at];
  if (!inForce || !documentParts(inForce.json as Record<string, unknown>).length)
    return [
      {
        pointer: '/$id',
        message: message('schemaLab.versions.unknownDeclaration', { kind: ENTITY, id: String(body.declaration.$id) }),
      },
    ];
  const shared = view.shared.map((entry, index) =>
    index === at ? { ...entry, json: body.declaration as Schema } : entry,
  );
  const problems = problemsOf({ ...view, shared }, inForce.file, body.registries);
  return [...problems, ...outsideDocumentParts(inForce.json as Record<string, unknown>, body.declaration)];
}

let codeUses: MessageRef[] | undefined;

/** Checks one edited declaration against the others as in force, and its sample data against it. */
export function runCheck(job: CheckJob): CheckResult {
  const files = loadDeclarations(ROOT);
  const view = inForceView(files, job.published ?? []);
  if (job.kind === 'catalogue')
    return { problems: catalogueProblems(files, view, job.declaration, (codeUses ??= codeMessageUses(ROOT))) };
  if (isSingleKind(job.kind)) return { problems: singleProblems(view, job.kind, job) };
  if (job.kind === ENTITY) return { problems: entityProblems(view, job) };
  const body = job as CheckJob & { kind: Kind };
  const shape = (shapes ??= compileShapes())[body.kind];
  if (!shape(body.declaration)) {
    const problems = (shape.errors ?? []).map((error) => ({
      pointer: error.instancePath,
      message: error.message ?? message('common.isInvalid'),
    }));
    return { problems };
  }
  const { edited, all } = substitute(view, body);
  const problems = problemsOf(all, edited.file, body.registries);
  if (body.kind === 'wizard') {
    const steps = body.declaration.steps as WizardStep[];
    return { problems, sampleErrors: body.sample ? wizardSampleErrors(steps, body.sample, all) : undefined };
  }
  const bundled = bundledOf(body.kind, edited, registryOf(all));
  const sampleErrors = bundled && body.sample ? sampleErrorsOf(bundled, body.sample) : undefined;
  return { problems, bundled, sampleErrors };
}
