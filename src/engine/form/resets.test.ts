// `ui:options.resets`: a list empties the dependent fields, an object sets them; nothing happens as a form starts.
import { describe, expect, it } from 'vitest';
import { resetsOf, withResets } from './resets';

const resets = resetsOf({
  accountType: { 'ui:options': { resets: ['ifscCode'] } },
  variable: { 'ui:options': { resets: { fixed: 0, minimum: 0 } } },
  fixed: { 'ui:options': { resets: { variable: 0 } } },
});

describe('withResets', () => {
  it.each([
    [
      'a changed account type empties the IFSC',
      { accountType: 'bank', ifscCode: 'X' },
      { accountType: 'eefc', ifscCode: 'X' },
      { accountType: 'eefc' },
    ],
    [
      'a variable rate typed first zeroes fixed and minimum',
      { fixed: 5, minimum: 2 },
      { fixed: 5, minimum: 2, variable: 1 },
      { fixed: 0, minimum: 0, variable: 1 },
    ],
    [
      'a fixed amount zeroes the variable rate',
      { variable: 1, fixed: 0 },
      { variable: 1, fixed: 10 },
      { variable: 0, fixed: 10 },
    ],
    ['a form starting with data changes nothing', {}, { variable: 1, fixed: 10 }, { variable: 1, fixed: 10 }],
    [
      'an unchanged field changes nothing',
      { variable: 1, fixed: 10 },
      { variable: 1, fixed: 10 },
      { variable: 1, fixed: 10 },
    ],
  ])('%s', (_case, previous, next, expected) => {
    expect(withResets(next, previous, resets)).toEqual(expected);
  });
});
