// schemas:check catches each broken declaration and names its file and JSON pointer.
import { describe, expect, it } from 'vitest';
import type { FormDeclaration, TableDeclaration } from '../core/declarations';
import { checkDeclarations, type Registries } from './check';
import type { Declarations } from './load';

const registries: Registries = {
  widgets: ['otp'],
  rules: ['known'],
  actions: ['things.list', 'things.save'],
  transforms: ['upper'],
  screenTables: [],
};

const common = {
  file: 'schemas/common/defs.json',
  json: { $id: 'common', $defs: { pan: { type: 'string' as const } } },
};

const form = (patch: Partial<FormDeclaration> = {}) => ({
  file: 'schemas/x/a.form.json',
  json: {
    id: 'x.a',
    schema: {
      type: 'object' as const,
      required: ['pan'],
      properties: { pan: { $ref: 'common#/$defs/pan', title: 'PAN' } },
    },
    ui: { pan: { 'ui:widget': 'otp', 'ui:options': { transform: 'upper' } } },
    rules: ['known'],
    ...patch,
  },
});

const table = (patch: Partial<TableDeclaration> = {}) => ({
  file: 'schemas/tables/t.table.json',
  json: {
    id: 't',
    title: 'T',
    source: 'things.list',
    rowKey: 'name',
    row: { type: 'object' as const, properties: { name: { type: 'string' as const } } },
    columns: [{ field: 'name', header: 'Name' }],
    actions: [{ id: 'add', label: 'Add', form: 'x.a', submit: 'things.save' }],
    ...patch,
  },
});

const check = (parts: Partial<Declarations>, more: Partial<Registries> = {}) =>
  checkDeclarations(
    {
      root: '/',
      shared: [common],
      forms: [form()],
      tables: [table()],
      wizards: [],
      flows: [],
      unreadable: [],
      ...parts,
    } as Declarations,
    { ...registries, ...more },
  );

describe('checkDeclarations', () => {
  it('passes valid declarations', () => {
    expect(check({})).toEqual([]);
  });

  it("compiles only the files a caller reads when told (the Schema Lab's check reads the edited one)", () => {
    const broken = form({ schema: { type: 'object', properties: { pan: { type: 'string', pattern: '(' } } } });
    const declarations = { root: '/', shared: [common], forms: [broken], tables: [], wizards: [], flows: [] };
    const run = (compileOnly?: Set<string>) =>
      checkDeclarations({ ...declarations, unreadable: [] } as Declarations, registries, { compileOnly })
        .filter((problem) => problem.message.startsWith('does not compile'))
        .map((problem) => problem.file);
    expect(run()).toEqual(['schemas/x/a.form.json']);
    expect(run(new Set(['schemas/x/a.form.json']))).toEqual(['schemas/x/a.form.json']);
    expect(run(new Set(['schemas/x/other.form.json']))).toEqual([]);
  });

  it.each([
    [
      'an unresolved $ref',
      { forms: [form({ schema: { type: 'object', properties: { pan: { $ref: 'common#/$defs/nope' } } } })] },
      'schemas/x/a.form.json',
      '/schema/properties/pan/$ref',
      '$ref "common#/$defs/nope" does not resolve',
    ],
    [
      'a $ref to an unknown document',
      { forms: [form({ schema: { type: 'object', properties: { pan: { $ref: 'missing#/x' } } } })] },
      'schemas/x/a.form.json',
      '/schema/properties/pan/$ref',
      '$ref "missing#/x" does not resolve',
    ],
    [
      'an unknown widget',
      { forms: [form({ ui: { pan: { 'ui:widget': 'nope' } } })] },
      'schemas/x/a.form.json',
      '/ui/pan/ui:widget',
      'widget "nope" is not in the widget registry',
    ],
    [
      'an unknown rule',
      { forms: [form({ rules: ['known', 'nope'] })] },
      'schemas/x/a.form.json',
      '/rules/1',
      'rule "nope" is not in the rule registry',
    ],
    [
      'a built-in rule naming a field the form does not have',
      { forms: [form({ rules: [{ rule: 'onlyFor', field: 'logo', consoles: ['client'] }] })] },
      'schemas/x/a.form.json',
      '/rules/0/field',
      'onlyFor names field "logo", which the form does not have',
    ],
    [
      'an unknown option source',
      { forms: [form({ ui: { pan: { 'ui:options': { source: 'nope.list' } } } })] },
      'schemas/x/a.form.json',
      '/ui/pan/ui:options/source',
      'action "nope.list" is not in the action registry',
    ],
    [
      'an unknown transform',
      { forms: [form({ ui: { pan: { 'ui:options': { transform: 'shout' } } } })] },
      'schemas/x/a.form.json',
      '/ui/pan/ui:options/transform',
      'transform "shout" does not exist',
    ],
    [
      'ui for a field the schema lacks',
      { forms: [form({ ui: { pan: {}, nickname: { 'ui:autofocus': true } } })] },
      'schemas/x/a.form.json',
      '/ui/nickname',
      'ui names field "nickname", which the schema does not have',
    ],
    [
      'a required field with no title and no message',
      { forms: [form({ schema: { type: 'object', required: ['pan'], properties: { pan: { type: 'string' } } } })] },
      'schemas/x/a.form.json',
      '/schema/properties/pan',
      'required field "pan" has no title and no message',
    ],
    [
      'an invalid JSON Schema',
      { forms: [form({ schema: { type: 'strin' as never } })] },
      'schemas/x/a.form.json',
      '/schema/type',
      'not a valid JSON Schema: must be equal to one of the allowed values',
    ],
    [
      'an unknown table source',
      { tables: [table({ source: 'nope.list' })] },
      'schemas/tables/t.table.json',
      '/source',
      'action "nope.list" is not in the action registry',
    ],
    [
      'a column that is not a field',
      { tables: [table({ columns: [{ field: 'age', header: 'Age' }] })] },
      'schemas/tables/t.table.json',
      '/columns/0/field',
      'column "age" is not a field of the row schema',
    ],
    [
      'an unknown toggle action',
      { tables: [table({ columns: [{ field: 'name', header: 'N', type: 'toggle', action: { admin: 'nope.set' } }] })] },
      'schemas/tables/t.table.json',
      '/columns/0/action',
      'action "nope.set" is not in the action registry',
    ],
    [
      'a dialog form that is not declared',
      { tables: [table({ actions: [{ id: 'a', label: 'A', form: 'x.nope' }] })] },
      'schemas/tables/t.table.json',
      '/actions/0/form',
      'form "x.nope" is not declared',
    ],
    [
      'an unknown submit action',
      { tables: [table({ rowActions: [{ id: 'd', label: 'D', confirm: 'Sure?', submit: 'nope.delete' }] })] },
      'schemas/tables/t.table.json',
      '/rowActions/0/submit',
      'action "nope.delete" is not in the action registry',
    ],
    [
      'a wizard step naming no form',
      {
        wizards: [
          {
            file: 'schemas/wizards/w.wizard.json',
            json: { id: 'w', steps: [{ form: 'x.a' }, { form: 'x.gone' }] } as never,
          },
        ],
      },
      'schemas/wizards/w.wizard.json',
      '/steps/1/form',
      'step names form "x.gone", which is not declared',
    ],
    [
      'a duplicate form id',
      { forms: [form(), { ...form(), file: 'schemas/x/b.form.json' }] },
      'schemas/x/b.form.json',
      '/id',
      'form id "x.a" is also used by schemas/x/a.form.json',
    ],
    [
      'a file that is not JSON',
      { unreadable: [{ file: 'schemas/x/bad.form.json', message: 'Unexpected token' }] },
      'schemas/x/bad.form.json',
      '',
      'not valid JSON: Unexpected token',
    ],
  ])('catches %s', (_name, parts, file, pointer, message) => {
    expect(check(parts as Partial<Declarations>)).toContainEqual({ file, pointer, message });
  });

  it('catches a screen naming an undeclared table', () => {
    expect(check({}, { screenTables: ['t', 'gone'] })).toEqual([
      {
        file: 'screens.config.ts',
        pointer: '',
        message: 'screen names table "gone", which schemas/tables does not declare',
      },
    ]);
  });
});
