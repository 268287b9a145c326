// Spec 3 sections 4 and 5 (account settings): the anchor a payout interval needs, a day 1-31 for monthly, a weekday
// for weekly, none for daily; the form's `resets` empties the anchor when the interval changes.
import type { Rule } from '../engine/core/rules';

/** The account settings as the form holds them; the anchor is sent as payoutAnchor. */
export interface AccountSettings {
  payoutInterval?: 'monthly' | 'weekly' | 'daily';
  monthlyAnchor?: number;
  weeklyAnchor?: string;
}

/** Shows and requires the anchor of the chosen interval only, and keeps no other; daily has none. */
export const accountSettings: Rule<AccountSettings> = (data) => {
  const monthly = data.payoutInterval === 'monthly';
  const weekly = data.payoutInterval === 'weekly';
  return {
    values: {
      ...(monthly ? {} : { monthlyAnchor: undefined }),
      ...(weekly ? {} : { weeklyAnchor: undefined }),
    },
    ui: {
      monthlyAnchor: { hidden: !monthly, required: monthly },
      weeklyAnchor: { hidden: !weekly, required: weekly },
    },
  };
};

/** The anchor the partner is sent (spec 3 section 5: daily sends null). */
export const payoutAnchorOf = (data: AccountSettings): string | null =>
  data.payoutInterval === 'monthly'
    ? String(data.monthlyAnchor)
    : data.payoutInterval === 'weekly'
      ? (data.weeklyAnchor ?? null)
      : null;
