// schemas:check against the declaration formats: each near-miss key of the issue is named with its file, pointer and guess.
import { describe, expect, it } from 'vitest';
import { checkDeclarations, type Registries } from './check';
import { checkFormats, didYouMean, metaSchemaPath } from './check-format';
import type { Declarations } from './load';
import meta from '../../../schemas/meta/declarations.meta.json';

const registries: Registries = {
  widgets: [],
  rules: [],
  actions: ['a.load', 'a.save'],
  transforms: [],
  screenTables: [],
};

const form = {
  file: 'schemas/x/a.form.json',
  json: {
    id: 'x.a',
    schema: { type: 'object' as const, properties: { name: { type: 'string' as const, title: 'Name' } } },
    ui: { name: { 'ui:optoins': { transform: 'upper' } } },
  },
};
const wizard = {
  file: 'schemas/wizards/w.wizard.json',
  json: { id: 'w', title: 'W', steps: [{ id: 'one', title: 'One', form: 'x.a', sav: 'a.save' }] },
};
const table = {
  file: 'schemas/tables/t.table.json',
  json: {
    id: 't',
    title: 'T',
    source: 'a.load',
    rowKey: 'name',
    row: { type: 'object' as const, properties: { name: { type: 'string' as const } } },
    columns: [{ field: 'name', heder: 'Name' }],
  },
};
const flow = { file: 'schemas/f.flow.json', json: { id: 'f', start: 's', steps: { s: { form: 'x.a', nxt: 's' } } } };

const problems = () =>
  checkDeclarations(
    {
      root: '/',
      shared: [],
      forms: [form],
      tables: [table],
      wizards: [wizard],
      flows: [flow],
      unreadable: [],
      meta,
    } as unknown as Declarations,
    registries,
  );

describe('declaration formats', () => {
  it.each([
    ['a misspelt wizard step key', wizard.file, '/steps/0/sav', 'unknown key "sav" (did you mean "save"?)'],
    ['a misspelt column key', table.file, '/columns/0/heder', 'unknown key "heder" (did you mean "header"?)'],
    ['a misspelt ui key', form.file, '/ui/name/ui:optoins', 'unknown ui key "ui:optoins" (did you mean "ui:options"?)'],
    ['a misspelt flow step key', flow.file, '/steps/s/nxt', 'unknown key "nxt" (did you mean "next"?)'],
  ])('names %s with file, pointer and guess', (_name, file, pointer, message) => {
    expect(problems()).toContainEqual({ file, pointer, message });
  });

  it('says what is missing: the column without its header', () => {
    expect(problems()).toContainEqual({
      file: table.file,
      pointer: '/columns/0',
      message: "must have required property 'header'",
    });
  });

  it('guesses only when a known key is close', () => {
    expect(didYouMean('colour', ['color', 'label'])).toBe(' (did you mean "color"?)');
    expect(didYouMean('zzzzzz', ['color', 'label'])).toBe('');
  });
});

describe('menus, tours, entities and pages', () => {
  const found = (parts: Partial<Declarations>) => {
    const list: { file: string; pointer: string; message: string }[] = [];
    const declarations = { root: '/', shared: [], forms: [], tables: [], wizards: [], flows: [], unreadable: [], meta };
    checkFormats({ ...declarations, ...parts } as unknown as Declarations, (file, pointer, message) =>
      list.push({ file, pointer, message }),
    );
    return list;
  };

  it.each([
    [
      'a misspelt menu entry key',
      { menus: { file: 'schemas/auth/menus.json', json: { menus: { Admin: [{ id: 'a', title: 'A', pth: '/a' }] } } } },
      'schemas/auth/menus.json',
      '/menus/Admin/0/pth',
      'unknown key "pth" (did you mean "path"?)',
    ],
    [
      'a misspelt tour step key',
      {
        tours: {
          file: 'schemas/tours.json',
          json: {
            asyncWaitMs: 1,
            tours: { default: { finishTo: '/', steps: [{ route: '/', target: 't', title: 'T', txt: 'x' }] } },
          },
        },
      },
      'schemas/tours.json',
      '/tours/default/steps/0/txt',
      'unknown key "txt" (did you mean "text"?)',
    ],
    [
      'a misspelt top-level key of an entity file',
      { shared: [{ file: 'schemas/entities/e.json', json: { $id: 'e', titel: 'E', $defs: {} } }] },
      'schemas/entities/e.json',
      '/titel',
      'unknown key "titel" (did you mean "title"?)',
    ],
    [
      'a $schema pointing at another kind',
      {
        forms: [
          { file: 'schemas/x/a.form.json', json: { id: 'x.a', schema: {} }, metaSchema: '../meta/table.meta.json' },
        ],
      },
      'schemas/x/a.form.json',
      '/$schema',
      '"$schema" should be "../meta/form.meta.json", the meta-schema of this kind',
    ],
  ])('names %s with file and pointer', (_name, parts, file, pointer, message) => {
    expect(found(parts as Partial<Declarations>)).toContainEqual({ file, pointer, message });
  });

  it("accepts an entity's x- annotations and a right $schema", () => {
    const entity = {
      file: 'schemas/entities/e.json',
      json: { $id: 'e', 'x-note': 1 },
      metaSchema: '../meta/entity.meta.json',
    };
    expect(found({ shared: [entity] })).toEqual([]);
  });

  it('says when a kind has files but no meta-schema yet', () => {
    const page = { file: 'schemas/pages/p.page.json', json: { id: 'p' } };
    const withoutPage = { ...meta, $defs: { ...meta.$defs, page: undefined } };
    const list: { pointer: string; message: string }[] = [];
    checkFormats(
      {
        root: '/',
        shared: [],
        forms: [],
        tables: [],
        wizards: [],
        flows: [],
        pages: [page],
        unreadable: [],
        meta: withoutPage,
      } as unknown as Declarations,
      (_file, pointer, message) => list.push({ pointer, message }),
    );
    expect(list).toEqual([
      { pointer: '', message: 'no meta-schema describes it: declarations.meta.json has no $defs/page' },
    ]);
  });

  it('points each file at its meta-schema relative to itself', () => {
    expect(metaSchemaPath('schemas/tours.json', 'tours')).toBe('meta/tours.meta.json');
    expect(metaSchemaPath('schemas/auth/menus.json', 'menus')).toBe('../meta/menus.meta.json');
  });
});
