// Spec 3 section 4 (and issue 30: a failed payout is what Retry acts on): the transactions table's Retry and Reject per
// payout status, as the declaration says them.
import transactions from '../../schemas/entities/transactions.json';
import table from '../../schemas/tables/transactions.table.json';
import { describe, expect, it } from 'vitest';
import { rowMatches, type RowWhen } from '../engine/core/row-when';

/** Enabled for a cancelled or failed payout; read-only (opens, cannot submit) once rejected or settled. */
const expected: Record<string, 'enabled' | 'read-only' | 'disabled'> = {
  cancelled: 'enabled',
  rejected: 'read-only',
  settled: 'read-only',
  initialized: 'disabled',
  processing: 'disabled',
  failed: 'enabled',
  hold: 'disabled',
};

describe.each(['retry', 'reject'])('%s', (id) => {
  const { enabledWhen, readOnlyWhen } = table.rowActions.find((action) => action.id === id) as {
    enabledWhen: RowWhen;
    readOnlyWhen: RowWhen;
  };

  it.each(Object.entries(expected))('a %s payout: %s', (status, state) => {
    const row = { payoutDetail: { partnerStatus: status } };
    const actual = !rowMatches(enabledWhen, row) ? 'disabled' : rowMatches(readOnlyWhen, row) ? 'read-only' : 'enabled';
    expect(actual).toBe(state);
  });

  it('covers every payout status the entity declares', () => {
    expect(Object.keys(expected).sort()).toEqual([...transactions.$defs.payoutStatus.enum].sort());
  });
});
