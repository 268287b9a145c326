// Each rule, table-tested through the one runner every form uses.
import { describe, expect, it } from 'vitest';
import { applyRules, type RuleContext } from '../engine/core/rules';
import { VERIFY_FIRST } from './hs-code-parts';
import { rules } from './index';

const admin: RuleContext = { console: 'admin', role: 'Admin' };

describe('gstForBusiness', () => {
  it.each([
    [{ businessType: 'Business' }, { gstNumber: { required: true } }, {}],
    [
      { businessType: 'Individual', gstNumber: 'X' },
      { gstNumber: { hidden: true } },
      { businessType: 'Individual', gstNumber: undefined },
    ],
    [{}, {}, {}],
  ])('%j gives ui %j', (data, ui, settled) => {
    const result = applyRules(['gstForBusiness'], rules, data, admin);
    expect(result.ui).toEqual(ui);
    if (Object.keys(settled).length) expect(result.data).toEqual(settled);
  });
});

describe('hsCodeParts', () => {
  it('asks for a verify until it succeeded', () => {
    expect(applyRules(['hsCodeParts'], rules, { isValidate: false }, admin).errors).toEqual({
      isValidate: VERIFY_FIRST,
    });
    expect(applyRules(['hsCodeParts'], rules, { isValidate: true }, admin).errors).toEqual({});
  });
});

describe('passwordsMatch', () => {
  it.each([
    [{ password: 'Abcd@1234', confirmPassword: 'Abcd@1234' }, {}],
    [{ password: 'Abcd@1234', confirmPassword: 'Abcd@123' }, { confirmPassword: 'Passwords do not match!' }],
    [{ password: 'Abcd@1234' }, {}],
  ])('%j gives %j', (data, errors) => {
    expect(applyRules(['passwordsMatch'], rules, data, admin).errors).toEqual(errors);
  });
});

describe('applyRules', () => {
  it('throws on an unknown rule name', () => {
    expect(() => applyRules(['noSuchRule'], rules, {}, admin)).toThrow('Unknown rule "noSuchRule"');
  });

  it('lets a later rule see values an earlier one set, and settles', () => {
    const registry = {
      first: (data: { a?: number }) => ({ values: { b: (data.a ?? 0) + 1 } }),
      second: (data: { b?: number }) => (data.b === 2 ? { errors: { b: 'two' } } : {}),
    };
    const result = applyRules(['first', 'second'], registry as never, { a: 1 }, admin);
    expect(result.data).toEqual({ a: 1, b: 2 });
    expect(result.errors).toEqual({ b: 'two' });
  });
});
