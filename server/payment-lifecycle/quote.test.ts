// Rule tables of the payment's quote: exact decimal arithmetic, which fee plan entry applies, the rate, fee and INR.
import { describe, expect, it } from 'vitest';
import type { FeePlan } from '../client-detail/store';
import { add, compare, divide, multiply, subtract } from './money';
import { clientRate, entryFor, payoutFee, quotePayment } from './quote';

describe('exact decimals', () => {
  it.each([
    ['0.1', '0.2', 2, '0.02'],
    ['1000.00', '83.2500', 2, '83250.00'],
    ['0.005', '1', 2, '0.01'],
    ['0.004999', '1', 2, '0.00'],
    ['-0.005', '1', 2, '-0.01'],
    ['12345678.91', '105.4321', 2, '1301630853.41'],
    [250, '1', 2, '250.00'],
  ] as const)('%s x %s to %i places is %s', (a, b, places, product) => expect(multiply(a, b, places)).toBe(product));

  it.each([
    ['0.1', '0.2', '0.30'],
    ['100.00', '0.01', '100.01'],
    ['1', '-2.5', '-1.50'],
  ] as const)('%s + %s is %s', (a, b, sum) => expect(add(a, b, 2)).toBe(sum));

  it('subtracts, divides and compares without binary floating point', () => {
    expect(subtract('0.3', '0.1', 2)).toBe('0.20');
    expect(divide('1', '3', 4)).toBe('0.3333');
    expect(divide('2', '3', 4)).toBe('0.6667');
    expect(divide('105.40', '83.25', 6)).toBe('1.266066');
    expect(compare('1.10', '1.1')).toBe(0);
    expect(compare('0.29', '0.3')).toBe(-1);
    expect(() => multiply('1e3', '1', 2)).toThrow();
  });
});

const PLAN: FeePlan = {
  payoutFee: [
    { sourceCurrency: 'ANY', destinationCurrency: 'ANY', fixed: 0, minimum: 0, variable: 1 },
    { sourceCurrency: 'USD', destinationCurrency: 'INR', fixed: 250, minimum: 250, variable: 0 },
  ],
  payoutFxFee: [{ sourceCurrency: 'ANY', destinationCurrency: 'ANY', variable: 0.35, referenceRate: 'mid_market' }],
};

describe('which entry of the fee plan applies', () => {
  const entries = [
    { sourceCurrency: 'ANY', destinationCurrency: 'ANY', id: 'any-any' },
    { sourceCurrency: 'ANY', destinationCurrency: 'INR', id: 'any-inr' },
    { sourceCurrency: 'USD', destinationCurrency: 'ANY', id: 'usd-any' },
    { sourceCurrency: 'USD', destinationCurrency: 'INR', id: 'usd-inr' },
    { sourceCurrency: 'GBP', destinationCurrency: 'USD', id: 'gbp-usd' },
  ];
  it.each([
    ['USD', entries, 'usd-inr'],
    ['USD', entries.slice(0, 3), 'usd-any'],
    ['EUR', entries, 'any-inr'],
    ['GBP', entries, 'any-inr'],
    ['EUR', entries.slice(0, 1), 'any-any'],
  ] as const)('%s takes %s', (currency, list, id) => expect(entryFor([...list], currency)?.id).toBe(id));
  it('none when nothing fits', () => expect(entryFor(entries.slice(4), 'EUR')).toBeUndefined());
});

describe('the payout fee (INR)', () => {
  const fee = (fixed: number, minimum: number, variable: number, gross: string) =>
    payoutFee({ sourceCurrency: 'ANY', destinationCurrency: 'ANY', fixed, minimum, variable }, gross);
  it.each([
    [0, 0, 1, '83250.00', '832.50'],
    [0, 0, 1, '100.05', '1.00'],
    [0, 0, 1, '100.50', '1.01'],
    [250, 250, 0, '83250.00', '250.00'],
    [100, 500, 0.5, '20000.00', '500.00'],
    [100, 500, 0.5, '200000.00', '1100.00'],
    [250, 250, 0, '120.00', '120.00'],
  ])('fixed %d, minimum %d, variable %d%% of %s is %s', (fixed, minimum, variable, gross, expected) =>
    expect(fee(fixed, minimum, variable, gross)).toBe(expected),
  );
  it('no entry charges nothing', () => expect(payoutFee(undefined, '1000.00')).toBe('0.00'));
});

describe('the quote', () => {
  it('takes the FX fee off the mid-market rate, to 4 decimals', () => {
    expect(clientRate(PLAN.payoutFxFee[0], '83.25')).toBe('82.9586');
    expect(clientRate(undefined, '83.25')).toBe('83.2500');
  });

  it.each([
    ['1000.00', 'USD', '83.25', '82.9586', '82958.60', '250.00', '82708.60'],
    ['2500.50', 'EUR', '90.10', '89.7847', '224506.64', '2245.07', '222261.57'],
    ['0.01', 'GBP', '105.40', '105.0311', '1.05', '0.01', '1.04'],
    ['1.00', 'USD', '83.25', '82.9586', '82.96', '82.96', '0.00'],
  ])('%s %s at mid %s: rate %s, gross %s, fee %s, INR %s', (amount, currency, mid, rate, gross, fee, inr) =>
    expect(quotePayment(amount, currency, mid, PLAN)).toEqual({
      midRate: mid,
      fxRate: rate,
      grossInr: gross,
      fee,
      inrAmount: inr,
    }),
  );
});
