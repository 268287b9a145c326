// Spec 3 section 5: a fee plan is submitted only with an ANY-to-ANY row among its payout fees and among its fx fees.
import { message } from '../engine/core/message';
import type { Rule } from '../engine/core/rules';
import type { FeeEntry } from './fee-entry';

/** The refusal when either kind lacks an ANY-to-ANY row, else undefined. */
export function feePlanProblem(rows: FeeEntry[]): string | undefined {
  const hasAnyPair = (type: FeeEntry['feeType']) =>
    rows.some((row) => row.feeType === type && row.sourceCurrency === 'ANY' && row.destinationCurrency === 'ANY');
  return hasAnyPair('Payout Fee') && hasAnyPair('Payout Fx') ? undefined : message('fees.anyToAnyMissing');
}

/** The same as a rule over a draft table's rows (`draft.checks`). */
export const feePlan: Rule<{ rows?: FeeEntry[] }> = (data) => {
  const problem = feePlanProblem(data.rows ?? []);
  return problem ? { errors: { rows: problem } } : {};
};
