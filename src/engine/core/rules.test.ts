import { describe, expect, it } from 'vitest';
import { applyRules, needsRegistry, type RuleContext } from './rules';

const client: RuleContext = { console: 'client', role: 'Client Exporter' };
const admin: RuleContext = { console: 'admin', role: 'Admin' };

describe('the built-in onlyFor rule', () => {
  const logo = [{ rule: 'onlyFor', field: 'companyLogo', consoles: ['client'] }];

  it('hides the field from every other console, and leaves its value alone', () => {
    expect(applyRules(logo, {}, { companyLogo: 'a' }, admin)).toEqual({
      data: { companyLogo: 'a' },
      errors: {},
      ui: { companyLogo: { hidden: true } },
    });
    expect(applyRules(logo, {}, {}, client).ui).toEqual({});
  });

  it('with roles, hides the field from every other role', () => {
    const uses = [{ rule: 'onlyFor', field: 'limit', roles: ['Admin'] }];
    expect(applyRules(uses, {}, {}, admin).ui).toEqual({});
    expect(applyRules(uses, {}, {}, client).ui).toEqual({ limit: { hidden: true } });
    expect(applyRules(uses, {}, {}, { console: 'admin' }).ui).toEqual({ limit: { hidden: true } });
  });

  it('needs no rule of the app, so a form that uses only it downloads none', () => {
    expect(needsRegistry(logo)).toBe(false);
    expect(needsRegistry(undefined)).toBe(false);
    expect(needsRegistry([...logo, 'gstForBusiness'])).toBe(true);
  });

  it('a name neither the registry nor the engine knows still fails loudly', () => {
    expect(() => applyRules(['nope'], {}, {}, client)).toThrow('Unknown rule "nope"');
  });
});
