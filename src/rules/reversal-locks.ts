// Spec 3 section 4 (reversal statuses): one reversal a payment; Cancelled locks the admin's status choice, Reversed
// locks the whole admin form. The server refuses the same moves (server/routes/reversals.ts).
import { message } from '../engine/core/message';
import type { Rule, RuleResult } from '../engine/core/rules';

/** A reversal's status; null when the payment has none. */
export type ReversalStatus = 'REVERSAL_INPROGRESS' | 'SENT_TO_REVERSAL' | 'REVERSED' | 'CANCELLED';

/** Why the client may not reverse a payment whose reversal stands at `current`, else undefined (only none may). */
export const reversalRefusal = (current: ReversalStatus | null): string | undefined =>
  current ? message('reversals.alreadyReversed') : undefined;

/** Why the Admin may not set `next` on a reversal at `current`, else undefined. */
export function statusChangeRefusal(current: ReversalStatus, next: ReversalStatus): string | undefined {
  if (current === 'REVERSED') return message('reversals.locked.reversed');
  if (current === 'CANCELLED' && next !== 'CANCELLED') return message('reversals.locked.cancelled');
  return undefined;
}

/** The admin's status and comment panel, given the reversal's row as `related.row`: a cancelled one keeps its status. */
export const reversalLocks: Rule<{ newStatus?: string }> = (_data, context): RuleResult => {
  const current = (context.related?.row as { status?: ReversalStatus } | undefined)?.status;
  if (current === 'REVERSED') return { ui: { newStatus: { locked: true }, remarks: { locked: true } } };
  if (current === 'CANCELLED') return { values: { newStatus: 'CANCELLED' }, ui: { newStatus: { locked: true } } };
  return {};
};
