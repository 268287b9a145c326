// Row conditions of table actions: one clause, several clauses, empty fields.
import { describe, expect, it } from 'vitest';
import { rowMatches } from './row-when';

describe('rowMatches', () => {
  it.each([
    [undefined, { payoutStatus: 'settled' }, true],
    [{ payoutStatus: ['cancelled'] }, { payoutStatus: 'cancelled' }, true],
    [{ payoutStatus: ['cancelled'] }, { payoutStatus: 'settled' }, false],
    [{ payoutStatus: ['cancelled'], currency: ['USD'] }, { payoutStatus: 'cancelled', currency: 'GBP' }, false],
    [[{ payoutStatus: ['rejected'] }, { payoutStatus: ['settled'] }], { payoutStatus: 'settled' }, true],
    [{ remark: [null] }, {}, true],
    [{ urgent: [true] }, { urgent: true }, true],
  ] as const)('%j on %j is %s', (when, row, expected) => {
    expect(rowMatches(when as never, row)).toBe(expected);
  });
});
