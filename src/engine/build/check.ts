// schemas:check: proves every declaration is valid and every name it uses exists, before anything runs (DESIGN principle 3).
import { join } from 'node:path';
import Ajv from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { collectRefs, resolvePointer, UnresolvedRefError } from '../core/bundle.ts';
import type {
  DashboardDeclaration,
  FormDeclaration,
  PageDeclaration,
  Schema,
  TableDeclaration,
  WizardDeclaration,
} from '../core/declarations.ts';
import { ruleUse } from '../core/rules.ts';
import { ruleNames } from './rule-names.ts';
import { checkBinds, checkPartOwners } from './check-bind.ts';
import { contentIds } from './content-ids.ts';
import { checkCatalogue } from './check-catalogue.ts';
import { checkFormats } from './check-format.ts';
import { checkDashboard } from './check-dashboard.ts';
import { checkPage } from './check-page.ts';
import { checkStepper } from './check-stepper.ts';
import { misspeltMessageKeys } from './check-messages.ts';
import { checkRoles } from './check-roles.ts';
import { checkWizard } from './check-wizard.ts';
import { rowHasField } from './row-fields.ts';
import { unknownName } from './unknown-name.ts';
import { bundleForm, bundleTable, type DeclarationFile, type Declarations, registryOf } from './load.ts';
import type { Registries } from './registries.ts';

/** One problem, located by file and JSON pointer. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export type { Registries } from './registries.ts';

/** Widget names RJSF and its Mantine theme provide without our registry. */
export const BUILT_IN_WIDGETS = [
  'text',
  'textarea',
  'select',
  'hidden',
  'checkbox',
  'checkboxes',
  'radio',
  'password',
  'email',
  'uri',
  'updown',
  'range',
  'date',
  'datetime',
  'time',
  'color',
  'file',
];

const ajvFor = () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  addErrors(ajv);
  return ajv;
};

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Walks a ui schema, yielding each object's pointer. */
function* uiNodes(node: unknown, pointer = ''): Generator<[Record<string, unknown>, string]> {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  yield [node as Record<string, unknown>, pointer];
  for (const [key, value] of Object.entries(node)) yield* uiNodes(value, `${pointer}/${escape(key)}`);
}

const isFor = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).filter((v): v is string => typeof v === 'string')
      : [];

/** What a caller that reads only some files' problems may skip. */
export interface CheckOptions {
  /** Compile only these files' form schemas (the costliest step, about 1 s for every form); the rest is checked. */
  compileOnly?: ReadonlySet<string>;
}

/** Every problem in the declarations; an empty list means the check passes. */
export function checkDeclarations(
  declarations: Declarations,
  registries: Registries,
  options: CheckOptions = {},
): Problem[] {
  const problems: Problem[] = declarations.unreadable.map(({ file, message }) => ({
    file,
    pointer: '',
    message: `not valid JSON: ${message}`,
  }));
  const registry = registryOf(declarations);
  const ajv = ajvFor();
  const add = (file: string, pointer: string, message: string) => problems.push({ file, pointer, message });
  /** Adds a problem when the registry does not offer the name. */
  const known = (file: string, pointer: string, what: string, name: string, names: readonly string[]) => {
    const message = unknownName(what, name, names);
    if (message) add(file, pointer, message);
  };
  const ids = new Map<string, string>();
  const unique = (file: string, id: unknown, kind: string) => {
    if (typeof id !== 'string' || !id) return add(file, '/id', `${kind} needs an "id"`);
    const key = `${kind}:${id}`;
    if (ids.has(key)) add(file, '/id', `${kind} id "${id}" is also used by ${ids.get(key)}`);
    ids.set(key, file);
  };

  const checkRefs = (file: string, node: unknown, base: string, localDoc: unknown) => {
    for (const { ref, pointer } of collectRefs(node, base)) {
      const [id, path = ''] = ref.split('#');
      const doc = id ? registry[id] : localDoc;
      if (doc === undefined || resolvePointer(doc, path) === undefined)
        add(file, pointer, `$ref "${ref}" does not resolve`);
    }
  };
  const checkMessages = (file: string, schema: unknown, pointer: string, doc: string) => {
    const registryHere = doc ? registry : { ...registry, '': schema as Schema };
    for (const [at, message] of misspeltMessageKeys(schema, pointer, doc, registryHere)) add(file, at, message);
  };
  const checkMetaSchema = (file: string, schema: unknown, pointer: string) => {
    if (!ajv.validateSchema(schema as object)) {
      for (const error of ajv.errors ?? [])
        add(file, `${pointer}${error.instancePath}`, `not a valid JSON Schema: ${error.message}`);
    }
  };

  checkFormats(declarations, add);
  checkRoles(declarations, add);
  checkCatalogue(declarations.messages, declarations.messageRefs ?? [], registries.messageKeys, add);

  for (const { file, json } of declarations.shared) {
    checkMetaSchema(file, json, '');
    checkMessages(file, json, '', json.$id!);
    checkRefs(file, json, '', json);
  }

  const forms = new Set<string>();
  for (const form of declarations.forms) {
    const { file, json } = form as DeclarationFile<FormDeclaration>;
    unique(file, json.id, 'form');
    forms.add(json.id);
    checkMetaSchema(file, json.schema, '/schema');
    checkRefs(file, json.schema, '/schema', json.schema);
    checkMessages(file, json.schema, '/schema', '');
    for (const [index, use] of (json.rules ?? []).entries()) {
      const { name, options } = ruleUse(use);
      known(file, `/rules/${index}`, 'rule', name, ruleNames(registries));
      if (name === 'onlyFor' && !Object.keys(json.schema.properties ?? {}).includes(String(options.field)))
        add(
          file,
          `/rules/${index}/field`,
          `onlyFor names field "${String(options.field)}", which the form does not have`,
        );
    }
    for (const [node, pointer] of uiNodes(json.ui, '/ui')) {
      const widget = node['ui:widget'];
      if (typeof widget === 'string')
        known(file, `${pointer}/ui:widget`, 'widget', widget, [...registries.widgets, ...BUILT_IN_WIDGETS]);
      const options = (node['ui:options'] ?? {}) as Record<string, unknown>;
      for (const [name, at] of optionActions(options, `${pointer}/ui:options`))
        known(file, at, 'action', name, registries.actions);
      if (typeof options.transform === 'string' && !registries.transforms.includes(options.transform)) {
        add(file, `${pointer}/ui:options/transform`, `transform "${options.transform}" does not exist`);
      }
    }
    let bundled: Schema | undefined;
    try {
      bundled = bundleForm(form, registry).schema;
    } catch (error) {
      if (!(error instanceof UnresolvedRefError)) add(file, '/schema', (error as Error).message);
    }
    if (bundled) {
      try {
        if (!options.compileOnly || options.compileOnly.has(file)) ajvFor().compile(bundled);
      } catch (error) {
        add(file, '/schema', `does not compile: ${(error as Error).message}`);
      }
      checkRequiredMessages(file, json.schema, '/schema', add);
      const properties = Object.keys(bundled.properties ?? {});
      for (const [node, pointer] of uiNodes(json.ui, '/ui')) {
        if (pointer.split('/').length !== 3) continue;
        const key = pointer.split('/')[2];
        if (!key.startsWith('ui:') && !properties.includes(key) && node)
          add(file, pointer, `ui names field "${key}", which the schema does not have`);
      }
    }
  }

  for (const table of declarations.tables) {
    const { file, json } = table as DeclarationFile<TableDeclaration>;
    unique(file, json.id, 'table');
    checkRefs(file, json.row, '/row', json.row);
    checkMessages(file, json.row, '/row', '');
    for (const [index, name] of isFor(json.source).entries())
      known(file, typeof json.source === 'string' ? '/source' : `/source/${index}`, 'action', name, registries.actions);
    let fields: string[] = [];
    let row: Schema | undefined;
    try {
      row = bundleTable(table, registry).row;
      const resolved = (row.$ref ? resolvePointer(row, row.$ref.slice(1)) : row) as Schema;
      fields = Object.keys(resolved?.properties ?? {});
    } catch {
      fields = [];
    }
    const hasField = (path: string) => !fields.length || !row || rowHasField(row, path);
    json.columns?.forEach((column, index) => {
      if (!hasField(column.field))
        add(file, `/columns/${index}/field`, `column "${column.field}" is not a field of the row schema`);
      for (const name of isFor(column.action))
        known(file, `/columns/${index}/action`, 'action', name, registries.actions);
    });
    json.filters?.forEach((filter, index) => {
      for (const name of isFor(filter.optionsSource))
        known(file, `/filters/${index}/optionsSource`, 'action', name, registries.actions);
    });
    for (const [list, entries] of [
      ['search', json.search ?? []],
      ['filters', (json.filters ?? []).map((f) => f.field)],
    ] as const) {
      entries.forEach((field, index) => {
        if (!hasField(field)) add(file, `/${list}/${index}`, `"${field}" is not a field of the row schema`);
      });
    }
    for (const kind of ['actions', 'rowActions'] as const) {
      json[kind]?.forEach((action, index) => {
        if (action.form && !declarations.forms.some((f) => f.json.id === action.form))
          add(file, `/${kind}/${index}/form`, `form "${action.form}" is not declared`);
        if (action.submit) known(file, `/${kind}/${index}/submit`, 'action', action.submit, registries.actions);
      });
    }
    json.rowActions?.forEach((action, index) => {
      if (action.steps)
        checkStepper(file, `/rowActions/${index}/steps`, action.steps, { actions: registries.actions, forms }, add);
    });
    json.rowActions?.forEach((action, index) => {
      if (action.list?.fetch)
        known(file, `/rowActions/${index}/list/fetch`, 'action', action.list.fetch, registries.actions);
    });
    json.rowActions?.forEach((action, index) => {
      if (action.record)
        known(file, `/rowActions/${index}/record/source`, 'action', action.record.source, registries.actions);
    });
  }

  const bindFiles = {
    forms: new Map(declarations.forms.map(({ file, json }) => [json.id, { file, schema: json.schema }])),
    entities: new Map(declarations.shared.flatMap(({ file, json }) => (json.$id ? [[json.$id, file] as const] : []))),
  };
  for (const { file, json } of declarations.shared) if (file.includes('/entities/')) checkPartOwners(file, json, add);
  for (const { file, json } of declarations.wizards) {
    unique(file, json.id, 'wizard');
    checkWizard(file, json as WizardDeclaration, { forms, registries, add });
    checkBinds(file, json as WizardDeclaration, registry, bindFiles, add);
  }

  for (const { file, json } of declarations.flows) {
    unique(file, json.id, 'flow');
    if (!json.steps?.[json.start]) add(file, '/start', `start step "${json.start}" does not exist`);
    for (const [name, step] of Object.entries(json.steps ?? {})) {
      const at = `/steps/${escape(name)}`;
      if (step.form && !forms.has(step.form))
        add(file, `${at}/form`, `step names form "${step.form}", which is not declared`);
      for (const [key, action] of [
        ['submit', step.submit],
        ['resend/action', step.resend?.action],
      ] as const)
        if (action) known(file, `${at}/${key}`, 'action', action, registries.actions);
      if (step.panel) known(file, `${at}/panel`, 'panel', step.panel, registries.panels ?? []);
      const targets: [string, string | undefined][] = [
        ['next', step.next],
        ['edit/to', step.edit?.to],
        ...(step.switches ?? []).map((option, index): [string, string] => [`switches/${index}/to`, option.to]),
      ];
      for (const [key, target] of targets)
        if (target && !json.steps[target]) add(file, `${at}/${key}`, `step "${target}" does not exist`);
    }
  }

  const pageNames = {
    forms,
    tables: new Set(declarations.tables.map((t) => t.json.id)),
    wizards: new Set(declarations.wizards.map((w) => w.json.id)),
    contents: new Set(contentIds(join(declarations.root, 'schemas'))),
    actions: registries.actions,
  };
  for (const { file, json } of (declarations.pages ?? []) as DeclarationFile<PageDeclaration>[]) {
    unique(file, json.id, 'page');
    checkPage(file, json, pageNames, add);
  }

  for (const { file, json } of (declarations.dashboards ?? []) as DeclarationFile<DashboardDeclaration>[]) {
    unique(file, json.id, 'dashboard');
    checkDashboard(file, json, registries.actions, add);
  }

  const tableIds = new Set(declarations.tables.map((t) => t.json.id));
  for (const id of registries.screenTables)
    if (!tableIds.has(id))
      add('screens.config.ts', '', `screen names table "${id}", which schemas/tables does not declare`);
  return problems;
}

/** Every `source` or `action` name in a field's ui:options, nested ones too (an upload's OCR action), with its pointer. */
function* optionActions(options: Record<string, unknown>, pointer: string): Generator<[string, string]> {
  for (const [key, value] of Object.entries(options)) {
    if ((key === 'source' || key === 'action') && typeof value === 'string') yield [value, `${pointer}/${key}`];
    else if (value && typeof value === 'object' && !Array.isArray(value))
      yield* optionActions(value as Record<string, unknown>, `${pointer}/${escape(key)}`);
  }
}

/** A required field must have a title (for the generic message) or a message of its own. */
function checkRequiredMessages(
  file: string,
  schema: Schema,
  pointer: string,
  add: (file: string, pointer: string, message: string) => void,
) {
  if (schema.type === 'object' && schema.properties) {
    const declared =
      typeof schema.errorMessage === 'object' ? ((schema.errorMessage.required ?? {}) as Record<string, string>) : {};
    for (const key of schema.required ?? []) {
      const property = schema.properties[key] as Schema | undefined;
      if (!property) {
        add(file, `${pointer}/required`, `required field "${key}" is not among the properties`);
        continue;
      }
      const own = typeof property.errorMessage === 'object' && typeof property.errorMessage.required === 'string';
      if (!property.title && !declared[key] && !own)
        add(file, `${pointer}/properties/${escape(key)}`, `required field "${key}" has no title and no message`);
    }
    for (const [key, property] of Object.entries(schema.properties)) {
      if (typeof property === 'object')
        checkRequiredMessages(file, property as Schema, `${pointer}/properties/${escape(key)}`, add);
    }
  }
}
