// What a publish may not change: every secured key added, removed or altered is found by its pointer; a field or
// definition that merely bears such a name is not a key.
import { describe, expect, it } from 'vitest';
import { assertNoSecuredChange, securedChanges, SECURED_KEYS } from './secured-keys';

describe('securedChanges', () => {
  it.each(SECURED_KEYS)('finds %s added, altered and removed', (key) => {
    const before = { id: 'x', steps: [{ id: 'a' }] };
    const added = { id: 'x', steps: [{ id: 'a', [key]: 'one' }] };
    const altered = { id: 'x', steps: [{ id: 'a', [key]: 'two' }] };
    expect(securedChanges(before, added)).toEqual([{ key, pointer: `/steps/0/${key}` }]);
    expect(securedChanges(added, altered)).toEqual([{ key, pointer: `/steps/0/${key}` }]);
    expect(securedChanges(added, before)).toEqual([{ key, pointer: `/steps/0/${key}` }]);
    expect(securedChanges(added, structuredClone(added))).toEqual([]);
  });

  it('finds a change inside a secured value (a role added to a list)', () => {
    const before = { actions: [{ id: 'a', roles: ['Admin'] }] };
    const after = { actions: [{ id: 'a', roles: ['Admin', 'Client Exporter'] }] };
    expect(securedChanges(before, after)).toEqual([{ key: 'roles', pointer: '/actions/0/roles' }]);
  });

  it('leaves fields, definitions and ui entries that are named like a key alone', () => {
    const before = { schema: { properties: { roles: { type: 'string' } }, $defs: { when: {} } }, ui: { bind: {} } };
    const after = {
      schema: { properties: { roles: { type: 'string', title: 'Roles' } }, $defs: { when: { type: 'string' } } },
      ui: { bind: { 'ui:widget': 'textarea' } },
    };
    expect(securedChanges(before, after)).toEqual([]);
  });

  it('still finds a secured key inside a field or a ui entry', () => {
    const before = { ui: { city: { 'ui:options': {} } }, schema: { properties: { a: {} } } };
    const after = {
      ui: { city: { 'ui:options': { when: 'x' } } },
      schema: { properties: { a: { 'x-column': 'a' } } },
    };
    expect(securedChanges(before, after)).toEqual([
      { key: 'x-column', pointer: '/schema/properties/a/x-column' },
      { key: 'when', pointer: '/ui/city/ui:options/when' },
    ]);
  });
});

describe('assertNoSecuredChange', () => {
  it('refuses with 400 naming the key and its pointer, every change in the errors', () => {
    try {
      assertNoSecuredChange({ a: 1 }, { a: 1, when: { clientType: 'Business' }, variant: 'x' });
      expect.unreachable();
    } catch (error) {
      const refusal = error as { statusCode: number; message: string; data: unknown };
      expect(refusal.statusCode).toBe(400);
      expect(refusal.message).toBe(
        'variant at /variant decides who may do what or which record a call concerns: it cannot be changed by publishing; change it in the repository, where it is reviewed and deployed',
      );
      expect(refusal.data).toEqual({
        errors: [
          { field: '/variant', message: expect.stringContaining('variant at /variant') },
          { field: '/when', message: expect.stringContaining('when at /when') },
        ],
      });
    }
  });
});
