// The financing Change Status rules as tables (spec 3 sections 4 and 5): the change-status block in its three cases,
// and the processed amount (asked and kept for Paid and Partially Paid only, never above the outstanding amount). The same
// cases against the API are in server/routes/financing.test.ts.
import { describe, expect, it } from 'vitest';
import { applyRules, type RuleContext } from '../engine/core/rules';
import { resetsOf, withResets } from '../engine/form/resets';
import changeStatusForm from '../../schemas/financing/change-status.form.json';
import { changeStatusBlock } from './financing-change-status';
import { rules } from './index';

const onRow = (row: Record<string, unknown>): RuleContext => ({ console: 'admin', role: 'Admin', related: { row } });
const run = (data: Record<string, unknown>, row: Record<string, unknown>) =>
  applyRules(['financingChangeStatus'], rules, data, onRow(row));

describe('the change-status block', () => {
  it.each([
    ['Paid', 'Rejected', 'Transaction is already Paid'],
    ['Partially Paid', 'Rejected', 'Transaction is already Partially Paid'],
    ['Rejected', 'Approved', 'Transaction is already Rejected'],
    ['Rejected', 'Paid', 'Transaction is already Rejected'],
    ['Rejected', 'Rejected', 'Transaction is already Rejected'],
    ['Approved', 'Approved', 'Transaction is already Approved'],
    ['Partially Paid', 'Partially Paid', 'Transaction is already Partially Paid'],
    ['Paid', 'Paid', 'Transaction is already Paid'],
    ['Sent For Approval', 'Approved', undefined],
    ['Approved', 'Rejected', undefined],
    ['Partially Paid', 'Paid', undefined],
    ['On Hold', 'Approved', undefined],
    ['Paid', 'Partially Paid', undefined],
  ])('%s -> %s: %s', (current, next, expected) => {
    expect(changeStatusBlock(current, next)).toBe(expected);
    expect(run({ newStatus: next }, { status: current }).errors.newStatus).toBe(expected);
  });
});

describe('the processed amount', () => {
  const row = { status: 'Approved', outstandingAmount: 1000.1 };
  it.each([
    ['Paid', 1000.1, undefined],
    ['Partially Paid', 0.01, undefined],
    ['Paid', 1000.11, 'Amount should not exceed outstanding amount'],
    ['Partially Paid', 5000, 'Amount should not exceed outstanding amount'],
  ])('%s with %s: %s', (status, receivedAmount, expected) => {
    expect(run({ newStatus: status, processedAmount: receivedAmount }, row).errors.processedAmount).toBe(expected);
  });

  it.each([
    ['Paid', 1000, 1000],
    ['Partially Paid', 1000, 1000],
    ['Approved', 1000, undefined],
    ['Rejected', 1000, undefined],
    [undefined, 1000, undefined],
  ])('for %s keeps the amount %s as %s', (status, processedAmount, kept) => {
    expect(run({ newStatus: status, processedAmount }, row).data.processedAmount).toBe(kept);
  });

  it.each([
    ['Paid', true],
    ['Partially Paid', true],
    ['Approved', false],
    ['Rejected', false],
    [undefined, false],
  ])('for %s is asked: %s', (status, asked) => {
    const ui = run({ newStatus: status }, row).ui.processedAmount;
    expect(ui).toMatchObject({ required: asked, hidden: !asked });
  });
});

describe('choosing a status', () => {
  it.each([
    ['Partially Paid', 'Paid'],
    ['Paid', 'Partially Paid'],
    ['Approved', 'Paid'],
  ])('from %s to %s clears the processed amount', (from, to) => {
    const previous = { newStatus: from, processedAmount: 500, comment: 'kept' };
    expect(withResets({ ...previous, newStatus: to }, previous, resetsOf(changeStatusForm.ui))).toEqual({
      newStatus: to,
      processedAmount: undefined,
      comment: 'kept',
    });
  });
});
