// Which fields get their declared default when the rules reveal them, and which keep what they hold.
import * as serviceBasic from 'virtual:form/onboarding.service-basic';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { declaredDefaults, withRevealedDefaults } from './revealed-defaults';

const hidden = { hidden: true };

describe('withRevealedDefaults', () => {
  const defaults = { country: 'IN', allowedCurrency: ['USD', 'GBP', 'EUR'], address: { country: 'IN' } };

  it.each([
    ['a field shown again and empty gets its default', { country: hidden }, {}, {}, { country: 'IN' }],
    ['a nested field too', { 'address.country': hidden }, {}, { address: {} }, { address: { country: 'IN' } }],
    ['a field still hidden stays empty', { country: hidden }, { country: hidden }, {}, {}],
    ['a field that was never hidden is left to RJSF', {}, {}, {}, {}],
    ['a revealed field that holds a value keeps it', { country: hidden }, {}, { country: 'AE' }, { country: 'AE' }],
    ['a field without a default stays empty', { state: hidden }, {}, {}, {}],
  ])('%s', (_case, before, after, data, expected) => {
    expect(withRevealedDefaults(data as Record<string, unknown>, before, after, defaults)).toEqual(expected);
  });

  it('gives a copy of the default and the same object when nothing changes', () => {
    const data: Record<string, unknown> = {};
    const revealed = withRevealedDefaults(data, { allowedCurrency: hidden }, {}, defaults);
    expect(revealed.allowedCurrency).not.toBe(defaults.allowedCurrency);
    expect(withRevealedDefaults(data, {}, {}, defaults)).toBe(data);
  });
});

describe('declaredDefaults', () => {
  it("reads a form's defaults through its shared definitions", () => {
    const schema = serviceBasic.declaration.schema as RJSFSchema;
    const validator = createPrecompiledValidator(serviceBasic.validateFns as never, schema);
    expect(declaredDefaults(validator, schema, {})).toMatchObject({
      country: 'IN',
      estimatedCurrency: 'INR',
      allowedCurrency: ['USD', 'GBP', 'EUR'],
    });
  });
});
