// Generates the engine's declaration types (src/engine/core/declarations.generated.ts) from schemas/meta.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';

type Node = Record<string, unknown>;

/** Where the generated types are written, relative to the project root. */
export const GENERATED_TYPES = 'src/engine/core/declarations.generated.ts';

/** The kinds of declaration file, each a $defs entry, with their type names. */
const KIND_NAMES: Record<string, string> = {
  form: 'FormDeclaration',
  table: 'TableDeclaration',
  wizard: 'WizardDeclaration',
  flow: 'FlowDeclaration',
  page: 'PageDeclaration',
  dashboard: 'DashboardDeclaration',
  menus: 'MenusDeclaration',
  tours: 'ToursDeclaration',
};

/** Type names of other nodes, by JSON pointer; a node with the same shape as one named before is that type. */
const NAMES: Record<string, string> = {
  '/$defs/dialog': 'WizardDialog',
  '/$defs/menuItem': 'MenuItem',
  '/$defs/tour': 'TourDeclaration',
  '/$defs/tourStep': 'TourStepDeclaration',
  '/$defs/table/properties/columns/items': 'TableColumn',
  '/$defs/table/properties/filters/items': 'TableFilter',
  '/$defs/detailField': 'DetailField',
  '/$defs/dashboardPanel': 'DashboardPanel',
  '/$defs/detailSection': 'DetailSection',
  '/$defs/table/properties/rowActions/items': 'TableAction',
  '/$defs/table/properties/actions/items': 'TableToolbarAction',
  '/$defs/wizard/properties/steps/items': 'WizardStep',
  '/$defs/wizard/properties/steps/items/properties/collection': 'CollectionDeclaration',
  '/$defs/wizard/properties/steps/items/properties/collection/properties/sections/items': 'CollectionSection',
  '/$defs/wizard/properties/steps/items/properties/check': 'StepCheck',
  '/$defs/flow/properties/steps/additionalProperties': 'FlowStep',
  '/$defs/flow/properties/steps/additionalProperties/properties/switches/items': 'FlowSwitch',
  '/$defs/flow/properties/links/items': 'FlowLink',
  '/$defs/flow/properties/done': 'FlowDone',
  '/$defs/page/properties/tabs/items': 'PageTab',
  '/$defs/page/properties/tabs/items/properties/form': 'PageForm',
};

/** Shapes the engine types by hand (a generic, or a type code outside declarations shares), used by name. */
const HAND_TYPED_DEFS: Record<string, string> = {
  perConsole: 'PerConsole<string>',
  when: 'When',
  fieldUi: 'Record<string, FieldUi>',
  rowWhen: 'RowWhen',
};

/** Nodes that are JSON Schemas: typed as the engine's Schema. */
const SCHEMA_NODES = ['/$defs/form/properties/schema', '/$defs/table/properties/row'];

/** $defs that are no engine type: an entity file is read as a JSON Schema; a row clause is part of RowWhen. */
const SKIPPED_DEFS = ['entity', 'rowClause'];

const HEADER = `// Generated from schemas/meta/declarations.meta.json by \`npm run schemas:types\`: edit the meta-schemas, not this file.
import type { FieldUi, PerConsole, Schema } from './hand-types.ts';
import type { RowWhen } from './row-when.ts';
import type { When } from './when.ts';

`;

const at = (root: Node, pointer: string): Node | undefined =>
  pointer
    .split('/')
    .slice(1)
    .reduce<Node | undefined>((node, key) => node?.[key] as Node | undefined, root);

/** Replaces every $ref to a hand-typed $def with its TypeScript type, keeping the description beside it. */
function handTyped(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(handTyped);
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Node;
  const def = typeof $ref === 'string' ? $ref.replace('#/$defs/', '') : undefined;
  if (def && HAND_TYPED_DEFS[def]) return { ...rest, tsType: HAND_TYPED_DEFS[def] };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, handTyped(value)]));
}

/** The meta-schema made ready for the generator: nodes titled with their type names, hand-typed nodes replaced. */
function prepared(meta: Node): Node {
  const copy = handTyped(structuredClone(meta)) as Node;
  const defs = copy.$defs as Record<string, Node>;
  for (const name of [...Object.keys(HAND_TYPED_DEFS), ...SKIPPED_DEFS]) delete defs[name];
  for (const pointer of SCHEMA_NODES) Object.assign(at(copy, pointer) ?? {}, { tsType: 'Schema' });
  const named = new Map<string, string>();
  const names = {
    ...Object.fromEntries(Object.entries(KIND_NAMES).map(([kind, name]) => [`/$defs/${kind}`, name])),
    ...NAMES,
  };
  for (const [pointer, name] of Object.entries(names)) {
    const node = at(copy, pointer);
    if (!node) continue;
    const first = named.get(name);
    if (first && JSON.stringify(at(copy, first)) === JSON.stringify({ ...node, title: name })) {
      const parent = pointer.split('/').slice(0, -1).join('/');
      at(copy, parent)![pointer.split('/').at(-1)!] = { $ref: `#${first}` };
    } else {
      node.title = first ? `${name}Of${pointer.split('/').at(-2)}` : name;
      named.set(name, pointer);
    }
  }
  const kinds = Object.keys(KIND_NAMES).filter((kind) => defs[kind]);
  const root = {
    title: 'DeclarationKinds',
    description: 'The type of each kind of declaration file, by kind (`*.form.json`, `auth/menus.json`: form, menus).',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(kinds.map((kind) => [kind, { $ref: `#/$defs/${kind}` }])),
    required: kinds,
    definitions: defs,
  };
  // The generator emits shapes no kind refers to (the dialog) only from `definitions`, the draft-07 name of $defs.
  return JSON.parse(JSON.stringify(root).replaceAll('"#/$defs/', '"#/definitions/')) as Node;
}

const REFERENCED =
  /(\n \*\s*)?\n \* This interface was referenced by `[^`]+`'s JSON-Schema\n \* via the `definition` "[^"]+"\./g;

/** The generated module's text, formatted as the project formats TypeScript. */
export async function declarationTypes(meta: Node, projectRoot: string): Promise<string> {
  const code = await compile(prepared(meta) as never, 'DeclarationKinds', {
    bannerComment: '',
    format: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    strictIndexSignatures: false,
  });
  const text = HEADER + code.replace(REFERENCED, '').replace(/\/\*\*\n \*\/\n/g, '');
  const filepath = join(projectRoot, GENERATED_TYPES);
  return format(text, { ...(await resolveConfig(filepath)), filepath });
}

/** A problem when the generated file differs from what the meta-schemas generate now (none when it is current). */
export async function staleTypes(
  meta: Node,
  projectRoot: string,
): Promise<{ file: string; pointer: string; message: string }[]> {
  const path = join(projectRoot, GENERATED_TYPES);
  const written = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (written === (await declarationTypes(meta, projectRoot))) return [];
  return [
    { file: GENERATED_TYPES, pointer: '', message: 'is stale: the meta-schemas changed; run npm run schemas:types' },
  ];
}
