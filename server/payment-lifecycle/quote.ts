// The quote of a received payment (issue 30): the client's FX rate from the mid-market rate and its fee plan's FX fee,
// the INR it buys, the payout fee and the INR credited, in exact decimals with the rounding rule the README states.
import type { FeePlan, PayoutFee, PayoutFxFee } from '../client-detail/store';
import { add, compare, max, multiply, subtract } from './money';

/** What the quote gives: every figure an exact decimal string. */
export interface PaymentQuote {
  /** The mid-market rate the partner quoted (INR per unit). */
  midRate: string;
  /** The client's rate: the mid-market rate less the FX fee's percentage, 4 decimals. */
  fxRate: string;
  /** The received amount at the client's rate, in INR (paise). */
  grossInr: string;
  /** The payout fee in INR (paise). */
  fee: string;
  /** What reaches the client's bank account: gross less the fee, never below zero. */
  inrAmount: string;
}

/** Places kept: a rate to 4 decimals, rupees to paise. */
export const RATE_PLACES = 4;
const PAISE = 2;

type Entry = { sourceCurrency: string; destinationCurrency: string };

/** The entry of a plan that applies to a payout from `currency` into INR: an exact currency before ANY, source first. */
export function entryFor<E extends Entry>(entries: E[], currency: string): E | undefined {
  const fits = (value: string, wanted: string) => value === wanted || value === 'ANY' || value === '*';
  const rank = (entry: E) =>
    (entry.sourceCurrency === currency ? 0 : 2) + (entry.destinationCurrency === 'INR' ? 0 : 1);
  return entries
    .filter((entry) => fits(entry.sourceCurrency, currency) && fits(entry.destinationCurrency, 'INR'))
    .sort((a, b) => rank(a) - rank(b))[0];
}

/** The payout fee on a gross INR amount: fixed plus the variable percentage, and at least the minimum (all INR). */
export function payoutFee(entry: PayoutFee | undefined, grossInr: string): string {
  if (!entry) return '0.00';
  const variable = multiply(grossInr, multiply(entry.variable, '0.01', 6), PAISE);
  const fee = max(add(variable, entry.fixed, PAISE), entry.minimum);
  return compare(fee, grossInr) > 0 ? multiply(grossInr, 1, PAISE) : multiply(fee, 1, PAISE);
}

/** The client's rate: the mid-market rate less the FX fee's variable percentage. */
export function clientRate(entry: PayoutFxFee | undefined, midRate: string): string {
  const share = subtract('1', multiply(entry?.variable ?? 0, '0.01', 6), 6);
  return multiply(midRate, share, RATE_PLACES);
}

/** Quotes `amount` of the received currency against the client's fee plan. */
export function quotePayment(amount: string, currency: string, midRate: string, plan: FeePlan): PaymentQuote {
  const fxRate = clientRate(entryFor(plan.payoutFxFee, currency), midRate);
  const grossInr = multiply(amount, fxRate, PAISE);
  const fee = payoutFee(entryFor(plan.payoutFee, currency), grossInr);
  return { midRate, fxRate, grossInr, fee, inrAmount: subtract(grossInr, fee, PAISE) };
}
