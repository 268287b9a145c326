// The account settings rule as a table (spec 3 sections 4 and 5): which anchor each interval shows and requires,
// the messages the declared form gives, the anchor sent, and the anchor emptied when the interval changes.
import { describe, expect, it } from 'vitest';
import { applyRules, type RuleContext } from '../engine/core/rules';
import { withResets, resetsOf } from '../engine/form/resets';
import accountSettingsForm from '../../schemas/partners/account-settings.form.json';
import { payoutAnchorOf } from './account-settings';
import { rules } from './index';

const admin: RuleContext = { console: 'admin', role: 'Admin' };
const ui = (data: Record<string, unknown>) => applyRules(['accountSettings'], rules, data, admin).ui;

describe('accountSettings', () => {
  it.each([
    ['monthly', { hidden: false, required: true }, { hidden: true, required: false }],
    ['weekly', { hidden: true, required: false }, { hidden: false, required: true }],
    ['daily', { hidden: true, required: false }, { hidden: true, required: false }],
    [undefined, { hidden: true, required: false }, { hidden: true, required: false }],
  ])('interval %s: monthly anchor %j, weekly anchor %j', (payoutInterval, monthly, weekly) => {
    const result = ui({ payoutInterval });
    expect(result.monthlyAnchor).toMatchObject(monthly);
    expect(result.weeklyAnchor).toMatchObject(weekly);
  });

  it.each([
    [{ payoutInterval: 'monthly', monthlyAnchor: 4, weeklyAnchor: 'Monday' }, { monthlyAnchor: 4 }],
    [{ payoutInterval: 'weekly', monthlyAnchor: 4, weeklyAnchor: 'Monday' }, { weeklyAnchor: 'Monday' }],
    [{ payoutInterval: 'daily', monthlyAnchor: 4, weeklyAnchor: 'Monday' }, {}],
  ])('%j keeps only the anchor of its interval: %j', (data, kept) => {
    const { payoutInterval, ...anchors } = applyRules(['accountSettings'], rules, data, admin).data;
    expect(payoutInterval).toBe(data.payoutInterval);
    expect(Object.fromEntries(Object.entries(anchors).filter(([, value]) => value !== undefined))).toEqual(kept);
  });

  it.each([
    [{ payoutInterval: 'monthly', monthlyAnchor: 15 }, '15'],
    [{ payoutInterval: 'weekly', weeklyAnchor: 'Friday' }, 'Friday'],
    [{ payoutInterval: 'daily' }, null],
  ] as const)('%j sends the anchor %j', (data, anchor) => {
    expect(payoutAnchorOf(data)).toBe(anchor);
  });

  it("declares the spec's words: 'Must be at least 1!', 'Must be at most 31!', 'Required!'", async () => {
    const entity = (await import('../../schemas/entities/partners.json')).default;
    expect(entity.$defs.monthlyAnchor.errorMessage).toEqual({
      minimum: 'Must be at least 1!',
      maximum: 'Must be at most 31!',
    });
    for (const field of ['payoutInterval', 'monthlyAnchor', 'weeklyAnchor'] as const)
      expect(accountSettingsForm.schema.properties[field].errorMessage).toEqual({ required: 'Required!' });
    expect(entity.$defs.weeklyAnchor.enum).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  });

  it.each([
    ['monthly', 'weekly', { payoutInterval: 'weekly', monthlyAnchor: undefined, weeklyAnchor: undefined }],
    ['weekly', 'daily', { payoutInterval: 'daily', monthlyAnchor: undefined, weeklyAnchor: undefined }],
  ])('changing the interval from %s to %s empties the anchor', (from, to, expected) => {
    const resets = resetsOf(accountSettingsForm.ui);
    const previous = { payoutInterval: from, monthlyAnchor: 5, weeklyAnchor: 'Monday' };
    expect(withResets({ ...previous, payoutInterval: to }, previous, resets)).toEqual(expected);
  });
});
