// FX quotes for the public savings calculator (spec 3 sections 2.9, 3 and 9) and the mid-market rate a received payment
// is quoted at (issue 30): simulated, fixed mid-market rates to INR and what a bank would typically pay out, answered
// after a short delay.

/** A quote (spec 3 section 3): what a bank pays, the rate and the payout at that rate. */
export interface Quote {
  bankPayoutAmount: number;
  exchangeRate: number;
  payoutAmount: number;
}

/** Quotes an amount of a currency in INR. */
export interface FxRates {
  currencies(): string[];
  quote(amount: number, sourceCurrency: string): Promise<Quote>;
  /** The mid-market rate of a currency in INR as an exact decimal string; null when the provider quotes none. */
  midRate(currency: string): Promise<string | null>;
}

/** Mid-market INR rates of the simulation, by currency. */
export const MID_RATES: Record<string, number> = {
  USD: 83.25,
  EUR: 90.1,
  GBP: 105.4,
  AED: 22.66,
  SGD: 61.8,
};

/** What a bank's rate gives away against the mid-market rate, in INR per unit: 1.5% of the rate. */
const BANK_SPREAD = 0.015;

const round2 = (value: number) => Math.round(value * 100) / 100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fixed rates after latencyMs; the bank pays 1.5% under the mid-market rate. */
export const simulatedFxRates = (latencyMs: number): FxRates => ({
  currencies: () => Object.keys(MID_RATES),
  midRate: async (currency) => {
    await wait(latencyMs);
    return currency in MID_RATES ? String(MID_RATES[currency]) : null;
  },
  quote: async (amount, sourceCurrency) => {
    await wait(latencyMs);
    const exchangeRate = MID_RATES[sourceCurrency];
    return {
      exchangeRate,
      payoutAmount: round2(amount * exchangeRate),
      bankPayoutAmount: round2(amount * exchangeRate * (1 - BANK_SPREAD)),
    };
  },
});
