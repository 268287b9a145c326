// The page check names each table, form, wizard and action a page declares that does not exist.
import { describe, expect, it } from 'vitest';
import type { PageDeclaration } from '../core/declarations';
import { checkPage } from './check-page';

const names = {
  forms: new Set(['examples.remark']),
  tables: new Set(['examples.payouts']),
  wizards: new Set(['examples.contact']),
  contents: new Set(['terms']),
  actions: ['examples.client', 'examples.saveRemark'],
};

const problems = (page: Partial<PageDeclaration>) => {
  const found: string[] = [];
  checkPage('p.page.json', { id: 'p', title: 'P', tabs: [], ...page }, names, (_file, pointer, message) =>
    found.push(`${pointer}: ${message}`),
  );
  return found;
};

describe('checkPage', () => {
  it('accepts names that exist', () => {
    expect(
      problems({
        source: 'examples.client',
        tabs: [
          { id: 'a', label: 'A', table: 'examples.payouts' },
          { id: 'b', label: 'B', form: { id: 'examples.remark', submit: 'examples.saveRemark' } },
          { id: 'c', label: 'C', wizard: 'examples.contact' },
          {
            id: 'e',
            label: 'E',
            form: {
              id: 'examples.remark',
              submit: 'examples.saveRemark',
              followUp: { when: 'pending', form: 'examples.remark', submit: 'examples.saveRemark', title: 'Again' },
            },
          },
          { id: 'd', label: 'D', content: 'terms' },
        ],
      }),
    ).toEqual([]);
  });

  it('names what is missing, and a tab holding two screens', () => {
    const found = problems({
      source: 'examples.clients',
      tabs: [
        { id: 'a', label: 'A', table: 'nope' },
        { id: 'b', label: 'B', form: { id: 'nope', submit: 'nope.save' }, wizard: 'examples.contact' },
        { id: 'c', label: 'C', content: 'privacy' },
        {
          id: 'd',
          label: 'D',
          form: {
            id: 'examples.remark',
            submit: 'examples.saveRemark',
            followUp: { when: 'pending', form: 'nope.otp', submit: 'nope.verify', title: 'Verify' },
          },
        },
      ],
    });
    expect(found).toContain('/tabs/3/form/followUp/form: form "nope.otp" is not declared');
    expect(found.some((line) => line.startsWith('/tabs/3/form/followUp/submit: '))).toBe(true);
    expect(found).toContain('/tabs/2/content: content file "privacy" is not declared');
    expect(found).toContain('/tabs/0/table: table "nope" is not declared');
    expect(found).toContain('/tabs/1/form/id: form "nope" is not declared');
    expect(found).toContain('/tabs/1: a tab holds one of sections, table, form, wizard or content');
    expect(found.some((line) => line.startsWith('/source: '))).toBe(true);
    expect(found.some((line) => line.startsWith('/tabs/1/form/submit: '))).toBe(true);
  });
});
