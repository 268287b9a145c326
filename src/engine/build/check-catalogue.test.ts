// schemas:check names a message key used but not defined, and a key defined but never used, by file and pointer.
import { describe, expect, it } from 'vitest';
import { checkDeclarations, type Registries } from './check';
import type { Declarations } from './load';
import type { MessageRef } from './message-refs';

const registries: Registries = { widgets: [], rules: [], actions: [], transforms: [], screenTables: [] };

const messages = {
  file: 'schemas/messages.en-GB.json',
  json: {
    $comment: 'notes, not a message',
    'onboarding.skip.title': 'Are you really want to skip this step?',
    'common.somethingWentWrong': 'Something went wrong',
  },
};

const skipTitle: MessageRef = {
  file: 'schemas/wizards/w.wizard.json',
  pointer: '/skip/title',
  key: 'onboarding.skip.title',
};
const codeUse: MessageRef = { file: 'src/api/client.ts:84', pointer: '', key: 'common.somethingWentWrong' };

const check = (messageRefs: MessageRef[], messageKeys?: MessageRef[]) =>
  checkDeclarations(
    {
      root: '/',
      shared: [],
      forms: [],
      tables: [],
      wizards: [],
      flows: [],
      unreadable: [],
      messages,
      messageRefs,
    } as Declarations,
    { ...registries, messageKeys },
  );

describe('the message catalogue check', () => {
  it('passes when every key used is defined and every key defined is used', () => {
    expect(check([skipTitle], [codeUse])).toEqual([]);
  });

  it('catches a declaration naming a key the catalogue does not define', () => {
    expect(
      check([skipTitle, { ...skipTitle, pointer: '/skip/text', key: 'onboarding.skip.titel' }], [codeUse]),
    ).toEqual([
      {
        file: 'schemas/wizards/w.wizard.json',
        pointer: '/skip/text',
        message:
          'message "onboarding.skip.titel" is not defined in schemas/messages.en-GB.json (did you mean "onboarding.skip.title"?)',
      },
    ]);
  });

  it('catches code naming a key the catalogue does not define, and a call without a literal key', () => {
    const misspelt = { file: 'server/routes/access.ts:36', pointer: '', key: 'masters.access.selectRole' };
    const computed = { file: 'src/app/x.ts:3', pointer: '', key: '' };
    expect(check([skipTitle], [codeUse, misspelt, computed])).toEqual([
      {
        file: 'server/routes/access.ts:36',
        pointer: '',
        message: 'message "masters.access.selectRole" is not defined in schemas/messages.en-GB.json',
      },
      {
        file: 'src/app/x.ts:3',
        pointer: '',
        message: 'message() needs a literal key, so the build can write its text in',
      },
    ]);
  });

  it('catches a key defined but never used, in the catalogue at its pointer', () => {
    expect(check([], [codeUse])).toEqual([
      {
        file: 'schemas/messages.en-GB.json',
        pointer: '/onboarding.skip.title',
        message: 'message "onboarding.skip.title" is defined but never used',
      },
    ]);
  });

  it('counts no key as unused when the code was not scanned (the Schema Lab checks one declaration)', () => {
    expect(check([])).toEqual([]);
  });
});
