// schemas:check against the declaration formats: each near-miss key of the issue is named with its file, pointer and guess.
import { describe, expect, it } from 'vitest';
import { checkDeclarations, type Registries } from './check';
import { didYouMean } from './check-format';
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
