// The calculator's estimate (spec 3 sections 2.9 and 7): the product's rate is the quoted rate plus 0.7.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatorActions, RATE_UPLIFT } from './calculator';

afterEach(() => vi.unstubAllGlobals());

describe('calculator.quote', () => {
  it.each([
    [1000, 83.25, 82001.25, { ourRate: 83.95, ourAmount: 83950, extraEarned: 1948.75 }],
    [1, 0.56, 0.55, { ourRate: 1.26, ourAmount: 1.26, extraEarned: 0.71 }],
  ])('amount %d at %d (bank %d)', async (amount, exchangeRate, bankPayoutAmount, expected) => {
    const body = { responseCode: 200, message: 'Success', data: { exchangeRate, bankPayoutAmount, payoutAmount: 0 } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
    const answer = await calculatorActions['calculator.quote']({ amount, sourceCurrency: 'USD' });
    expect(answer).toMatchObject(expected);
    expect(RATE_UPLIFT).toBe(0.7);
  });
});
