// A declared `emptyAs` makes an empty field a value like any other: filtered, counted and searched as its text.
import { describe, expect, it } from 'vitest';
import { choicesOf, countBy, filterRows, withEmptyAs } from './filtering';

const rows = [
  { clientId: 'CL1', clientStatus: 'Approved' },
  { clientId: 'CL2', clientStatus: null },
  { clientId: 'CL3', clientStatus: '' },
  { clientId: 'CL4' },
];

describe('withEmptyAs', () => {
  it('gives every empty field its declared text and leaves the others and the rows without one alone', () => {
    const shown = withEmptyAs(rows, { clientStatus: 'Pending' });
    expect(shown.map((row) => row.clientStatus)).toEqual(['Approved', 'Pending', 'Pending', 'Pending']);
    expect(shown[0]).toBe(rows[0]);
    expect(withEmptyAs(rows, undefined)).toBe(rows);
  });

  it('lets the status filter count and pick Pending', () => {
    const shown = withEmptyAs(rows, { clientStatus: 'Pending' });
    expect(countBy(shown, 'clientStatus')).toEqual({ Approved: 1, Pending: 3 });
    const filter = { field: 'clientStatus', label: 'Status', type: 'status' as const };
    expect(filterRows(shown, '', [], [filter], { clientStatus: 'Pending' }).map((row) => row.clientId)).toEqual([
      'CL2',
      'CL3',
      'CL4',
    ]);
  });
});

describe('choicesOf', () => {
  it('offers the values the rows hold, each once, sorted, empty ones left out, nested fields read', () => {
    const payments = [
      { currency: 'USD', payer: { country: 'US' } },
      { currency: 'EUR', payer: { country: 'DE' } },
      { currency: 'USD', payer: null },
      { currency: '' },
    ];
    expect(choicesOf(payments, 'currency')).toEqual([
      { label: 'EUR', value: 'EUR' },
      { label: 'USD', value: 'USD' },
    ]);
    expect(choicesOf(payments, 'payer.country').map((choice) => choice.value)).toEqual(['DE', 'US']);
  });
});
