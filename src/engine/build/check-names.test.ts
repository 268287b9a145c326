// schemas:check names a misspelt action, rule, widget or panel with its file, pointer and the registry's nearest name.
import { describe, expect, it } from 'vitest';
import { checkDeclarations, type Registries } from './check';
import type { Declarations } from './load';

const registries: Registries = {
  widgets: ['otp'],
  rules: ['stakeholder-limits'],
  actions: ['onboarding.save', 'things.list'],
  transforms: [],
  screenTables: [],
  panels: ['bank-check'],
};

const formFile = 'schemas/x/a.form.json';
const wizardFile = 'schemas/wizards/w.wizard.json';
const flowFile = 'schemas/auth/f.flow.json';

const declarations = {
  root: '/',
  shared: [],
  forms: [
    {
      file: formFile,
      json: {
        id: 'x.a',
        schema: { type: 'object', properties: { code: { type: 'string', title: 'Code' } } },
        ui: { code: { 'ui:widget': 'otq' } },
        rules: ['stakeholder-limit'],
      },
    },
  ],
  tables: [],
  wizards: [
    {
      file: wizardFile,
      json: {
        id: 'w',
        title: 'W',
        steps: [
          { id: 'one', title: 'One', form: 'x.a', save: 'onboarding.sav' },
          { id: 'two', title: 'Two', panel: 'bank-chek' },
        ],
      },
    },
  ],
  flows: [
    { file: flowFile, json: { id: 'f', start: 's', steps: { s: { panel: 'bank-chek', submit: 'things.lst' } } } },
  ],
  unreadable: [],
} as unknown as Declarations;

describe('misspelt registry names', () => {
  it.each([
    [
      'an action',
      wizardFile,
      '/steps/0/save',
      'action "onboarding.sav" is not in the action registry (did you mean "onboarding.save"?)',
    ],
    [
      'a flow action',
      flowFile,
      '/steps/s/submit',
      'action "things.lst" is not in the action registry (did you mean "things.list"?)',
    ],
    [
      'a rule',
      formFile,
      '/rules/0',
      'rule "stakeholder-limit" is not in the rule registry (did you mean "stakeholder-limits"?)',
    ],
    ['a widget', formFile, '/ui/code/ui:widget', 'widget "otq" is not in the widget registry (did you mean "otp"?)'],
    [
      'a wizard panel',
      wizardFile,
      '/steps/1/panel',
      'panel "bank-chek" is not in the panel registry (did you mean "bank-check"?)',
    ],
    [
      'a flow panel',
      flowFile,
      '/steps/s/panel',
      'panel "bank-chek" is not in the panel registry (did you mean "bank-check"?)',
    ],
  ])('names %s with its guess', (_name, file, pointer, message) => {
    expect(checkDeclarations(declarations, registries)).toContainEqual({ file, pointer, message });
  });

  it('reports a panel when the app registers none', () => {
    expect(checkDeclarations(declarations, { ...registries, panels: undefined })).toContainEqual({
      file: wizardFile,
      pointer: '/steps/1/panel',
      message: 'panel "bank-chek" is not in the panel registry',
    });
  });
});
