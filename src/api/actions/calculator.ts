// The FX savings calculator's action (spec 3 sections 2.9 and 7): the server's quote, and the estimate the spec
// makes in the browser: the product's rate is the quoted rate plus 0.7.
import { request } from '../client';

type Data = Record<string, unknown>;

/** Spec 3 section 9: the estimate adds 0.7 to the quoted rate. */
export const RATE_UPLIFT = 0.7;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Calculator actions by name. */
export const calculatorActions = {
  'calculator.quote': async ({ amount, sourceCurrency }: Data) => {
    const quote = await request<{ bankPayoutAmount: number; exchangeRate: number; payoutAmount: number }>(
      'POST',
      '/quote',
      { amount, sourceCurrency, targetCurrency: 'INR' },
    );
    const ourRate = round2(quote.exchangeRate + RATE_UPLIFT);
    const ourAmount = round2(Number(amount) * ourRate);
    return { ...quote, ourRate, ourAmount, extraEarned: round2(ourAmount - quote.bankPayoutAmount) };
  },
};
