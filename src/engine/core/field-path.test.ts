// Dotted field paths: nested values, missing parts, and a key that itself holds a dot.
import { describe, expect, it } from 'vitest';
import { fieldValue } from './field-path';

describe('fieldValue', () => {
  const row = { paymentId: 'P1', payerDetails: { payerName: 'Acme', address: null }, 'odd.key': 1 };
  it.each([
    ['paymentId', 'P1'],
    ['payerDetails.payerName', 'Acme'],
    ['payerDetails.address.city', undefined],
    ['payoutDetail.payoutAmount', undefined],
    ['odd.key', 1],
  ])('%s is %j', (path, expected) => {
    expect(fieldValue(row, path)).toEqual(expected);
  });
});
