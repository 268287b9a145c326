// Spec 3 sections 4 and 5 (financing): the change-status block and the processed amount. The server runs the same rule
// on the locked row (server/routes/financing.ts), so a direct call cannot set what the dialog refuses.
import { message } from '../engine/core/message';
import type { Rule } from '../engine/core/rules';

interface ChangeStatusForm {
  newStatus?: string;
  processedAmount?: number;
}

/** What the rule reads of the row (`related.row`): its status and what is still outstanding. */
interface FinancingRow {
  status?: string;
  outstandingAmount?: number;
}

/** Statuses whose change needs the processed amount. */
export const WITH_AMOUNT = ['Paid', 'Partially Paid'];

/**
 * Why a row at `current` may not move to `next` ('Transaction is already {current}'): a paid or partially paid row
 * cannot be rejected, a rejected row cannot change, and no row takes the status it has.
 */
export function changeStatusBlock(current: string | undefined, next: string | undefined): string | undefined {
  if (!current || !next) return undefined;
  const blocked = (WITH_AMOUNT.includes(current) && next === 'Rejected') || current === 'Rejected' || current === next;
  return blocked ? message('financing.already', { status: current }) : undefined;
}

/** Whole cents of an amount, so the comparison with the outstanding amount has no float error. */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Spec 3 section 5: the amount is asked for Paid and Partially Paid only, and may not exceed the outstanding amount;
 * any other status keeps no amount, so a direct call cannot add one to an Approved or Rejected row.
 */
export const financingChangeStatus: Rule<ChangeStatusForm> = (data, context) => {
  const row = (context.related?.row ?? {}) as FinancingRow;
  const withAmount = WITH_AMOUNT.includes(data.newStatus ?? '');
  const errors: Record<string, string> = {};
  const block = changeStatusBlock(row.status, data.newStatus);
  if (block) errors.newStatus = block;
  if (
    withAmount &&
    typeof data.processedAmount === 'number' &&
    typeof row.outstandingAmount === 'number' &&
    cents(data.processedAmount) > cents(row.outstandingAmount)
  )
    errors.processedAmount = message('financing.amountExceeds');
  return {
    errors,
    values: withAmount ? {} : { processedAmount: undefined },
    ui: { processedAmount: { hidden: !withAmount, required: withAmount } },
  };
};
