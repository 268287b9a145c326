// Row fields named directly or by dotted paths, through local references.
import { describe, expect, it } from 'vitest';
import type { Schema } from '../core/declarations';
import { rowHasField } from './row-fields';

const ROW: Schema = {
  $ref: '#/$defs/transaction',
  $defs: {
    payer: { type: 'object', properties: { payerName: { type: 'string' } } },
    transaction: {
      type: 'object',
      properties: {
        paymentId: { type: 'string' },
        payerDetails: { $ref: '#/$defs/payer' },
        extra: { type: 'object' },
      },
    },
  },
};

describe('rowHasField', () => {
  it.each([
    ['paymentId', true],
    ['payerDetails.payerName', true],
    ['payerDetails.email', false],
    ['extra.anything', true],
    ['nothing', false],
  ])('%s: %s', (path, expected) => {
    expect(rowHasField(ROW, path)).toBe(expected);
  });
});
