// The loader writes a catalogue text wherever a declaration names "msg:<key>", and remembers where for schemas:check.
import { describe, expect, it } from 'vitest';
import { type MessageRef, withMessageTexts } from './message-refs';

describe('withMessageTexts', () => {
  it('replaces each "msg:<key>" with its text, leaves other strings and unknown keys, and records every reference', () => {
    const refs: MessageRef[] = [];
    const wizard = {
      title: 'Onboarding',
      skip: { title: 'msg:onboarding.skip.title', confirm: 'Skip' },
      steps: [{ collection: { 'empty/list': 'msg:common.noRecord' } }, { minMessage: 'msg:nope' }],
    };
    const catalogue = {
      'onboarding.skip.title': 'Are you really want to skip this step?',
      'common.noRecord': 'No record found!',
    };
    expect(withMessageTexts(wizard, catalogue, 'schemas/wizards/w.wizard.json', refs)).toEqual({
      title: 'Onboarding',
      skip: { title: 'Are you really want to skip this step?', confirm: 'Skip' },
      steps: [{ collection: { 'empty/list': 'No record found!' } }, { minMessage: 'msg:nope' }],
    });
    expect(refs).toEqual([
      { file: 'schemas/wizards/w.wizard.json', pointer: '/skip/title', key: 'onboarding.skip.title' },
      { file: 'schemas/wizards/w.wizard.json', pointer: '/steps/0/collection/empty~1list', key: 'common.noRecord' },
      { file: 'schemas/wizards/w.wizard.json', pointer: '/steps/1/minMessage', key: 'nope' },
    ]);
  });
});
