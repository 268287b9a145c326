// Spec 3 section 5 (fee form): what a payout fee or fx row needs, and which currency pairs it may not repeat.
import { message } from '../engine/core/message';
import type { Rule } from '../engine/core/rules';

/** One row of the Fees tab as its dialog holds it. */
export interface FeeEntry {
  feeType?: 'Payout Fee' | 'Payout Fx';
  sourceCurrency?: string;
  destinationCurrency?: string;
  variable?: number;
  fixed?: number;
  minimum?: number;
  referenceRate?: string;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '' && Number(value) > 0;

/** The rows of the same type and pair as entry, among others (the dialog's `related.items`: every row but the edited one). */
export const sameCombination = (entry: FeeEntry, others: FeeEntry[]) =>
  others.some(
    (other) =>
      other.feeType === entry.feeType &&
      other.sourceCurrency === entry.sourceCurrency &&
      other.destinationCurrency === entry.destinationCurrency,
  );

/**
 * A fee needs a variable rate, or both a fixed amount and a minimum; an fx fee a variable rate and the Mid Market
 * reference rate, and no fixed part. A pair may not be one currency twice unless both are ANY, nor repeat a row.
 */
export const feeEntry: Rule<FeeEntry> = (data, context) => {
  const errors: Record<string, string> = {};
  const fx = data.feeType === 'Payout Fx';
  const { sourceCurrency: source, destinationCurrency: destination } = data;
  if (source && destination && source === destination && source !== 'ANY')
    errors.destinationCurrency = message('fees.sameCurrency');
  else if (data.feeType && source && destination) {
    const others = (context.related?.items as FeeEntry[] | undefined) ?? [];
    if (sameCombination(data, others)) errors.destinationCurrency = message('fees.duplicate');
  }
  if (data.feeType === 'Payout Fee' && !given(data.variable) && !(given(data.fixed) && given(data.minimum)))
    errors.variable = message('fees.variableOrFixed');
  return {
    errors,
    ui: {
      referenceRate: { hidden: !fx, required: fx },
      fixed: { hidden: fx },
      minimum: { hidden: fx },
      variable: { required: fx },
    },
    values: fx ? { fixed: undefined, minimum: undefined } : { referenceRate: undefined },
  };
};
