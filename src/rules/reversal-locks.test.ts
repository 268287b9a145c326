// The reversal locks as tables (spec 3 section 4): one reversal a payment; Cancelled locks the Admin's status choice,
// Reversed the whole form. server/routes/reversals.test.ts tries the same moves against the API.
import { describe, expect, it } from 'vitest';
import { message } from '../engine/core/message';
import { applyRules, type RuleContext } from '../engine/core/rules';
import { rules } from './index';
import { reversalRefusal, statusChangeRefusal, type ReversalStatus } from './reversal-locks';

const STATUSES: ReversalStatus[] = ['REVERSAL_INPROGRESS', 'SENT_TO_REVERSAL', 'REVERSED', 'CANCELLED'];

describe('reversalRefusal: the client reverses a payment with no reversal only', () => {
  it.each([
    [null, undefined],
    ...STATUSES.map((status): [ReversalStatus, string] => [status, message('reversals.alreadyReversed')]),
  ])('%s gives %s', (current, refusal) => {
    expect(reversalRefusal(current)).toBe(refusal);
  });
});

describe("statusChangeRefusal: the Admin's moves", () => {
  const reversed = message('reversals.locked.reversed');
  const cancelled = message('reversals.locked.cancelled');
  it.each([
    ['REVERSAL_INPROGRESS', 'SENT_TO_REVERSAL', undefined],
    ['REVERSAL_INPROGRESS', 'CANCELLED', undefined],
    ['SENT_TO_REVERSAL', 'SENT_TO_REVERSAL', undefined],
    ['SENT_TO_REVERSAL', 'CANCELLED', undefined],
    ['CANCELLED', 'CANCELLED', undefined],
    ['CANCELLED', 'SENT_TO_REVERSAL', cancelled],
    ['REVERSED', 'SENT_TO_REVERSAL', reversed],
    ['REVERSED', 'CANCELLED', reversed],
  ] as [ReversalStatus, ReversalStatus, string | undefined][])('%s to %s gives %s', (current, next, refusal) => {
    expect(statusChangeRefusal(current, next)).toBe(refusal);
  });
});

describe("reversalLocks: the Admin's status and comment panel", () => {
  const over = (status: ReversalStatus | null, data: Record<string, unknown> = {}) => {
    const context: RuleContext = { console: 'admin', role: 'Admin', related: { row: { status } } };
    return applyRules(['reversalLocks'], rules, data, context);
  };

  it.each([
    ['REVERSAL_INPROGRESS', {}, {}],
    ['SENT_TO_REVERSAL', {}, {}],
    ['CANCELLED', { newStatus: { locked: true } }, { newStatus: 'CANCELLED' }],
    ['REVERSED', { newStatus: { locked: true }, remarks: { locked: true } }, {}],
  ] as [ReversalStatus, Record<string, unknown>, Record<string, unknown>][])(
    '%s locks %j and sets %j',
    (status, ui, values) => {
      const result = over(status, { remarks: 'x' });
      expect(result.ui ?? {}).toEqual(ui);
      expect(result.data).toMatchObject(values);
    },
  );
});
