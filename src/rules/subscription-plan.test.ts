// The plan rules of spec 2 sections 4.8 and 5.7 as tables, and the GST arithmetic with its rounding cases.
import { describe, expect, it } from 'vitest';
import { applyRules, type RuleContext } from '../engine/core/rules';
import { rules } from './index';
import { gstOf } from './subscription-plan';

const admin: RuleContext = { console: 'admin', role: 'Admin' };
const plan = (data: Record<string, unknown>) => applyRules(['subscriptionPlan'], rules, data, admin);

describe('gstOf', () => {
  it.each([
    [999.99, 18, true, 180, 1179.99],
    [0.05, 18, true, 0.01, 0.06],
    [1000, 0, true, 0, 1000],
    [1234.5, 18, false, 0, 1234.5],
    [100, 12.5, true, 12.5, 112.5],
  ])('base %d at %d%% (included %s): GST %d, total %d', (base, rate, included, gst, total) => {
    expect(gstOf(base, rate, included)).toEqual({ gstAmount: gst, totalAmount: total });
  });
});

describe('subscriptionPlan', () => {
  it('forces an Individual plan to Single and locks it, asks for set fees, hides accessibility and pricing', () => {
    const { data, ui } = plan({ planId: 'PLAN_INDIVIDUAL', multiUser: true });
    expect(data.multiUser).toBe(false);
    expect(ui.multiUser).toMatchObject({ locked: true });
    expect(ui.setFees).toMatchObject({ hidden: false, required: true });
    expect(ui.applyZeroFees).toMatchObject({ hidden: false });
    expect(ui.accessibility).toMatchObject({ hidden: true });
    expect(ui.baseAmount).toMatchObject({ hidden: true, required: false });
    // Spec 2 section 2.9: the whole Pricing tab, the fixed currency too, so nothing there is left to enable it.
    for (const field of ['currency', 'gstAllowed', 'gstRate', 'gstAmount', 'totalAmount'])
      expect(ui[field], field).toMatchObject({ hidden: true });
    expect(ui.shipmentCount).toMatchObject({ required: false, label: 'Number of invoices' });
  });

  it.each([
    [{ planId: 'PLAN_GROWTH', multiUser: true }, 'userCount', { hidden: false, required: true }],
    [{ planId: 'PLAN_GROWTH', multiUser: false }, 'userCount', { hidden: true, required: false }],
    [{ planId: 'PLAN_GROWTH', periodType: 'days' }, 'numberOfDays', { hidden: false, required: true }],
    [{ planId: 'PLAN_GROWTH', periodType: 'monthly' }, 'numberOfDays', { hidden: true, required: false }],
    [{ planId: 'PLAN_GROWTH', unlimitedShipment: true }, 'shipmentCount', { hidden: true, required: false }],
    [{ planId: 'PLAN_GROWTH' }, 'shipmentCount', { required: true, label: 'Number of shipments' }],
    [{ planId: 'PLAN_GROWTH', gstAllowed: true }, 'gstRate', { hidden: false, required: true }],
    [{ planId: 'PLAN_GROWTH', gstAllowed: false }, 'gstRate', { hidden: true, required: false }],
    [{ planId: 'PLAN_GROWTH', planDetailsId: 'PD1' }, 'planId', { locked: true }],
    [{ planId: 'PLAN_GROWTH', planDetailsId: 'PD1' }, 'multiUser', { locked: true }],
  ])('%j: %s is %j', (data, field, expected) => {
    expect(plan(data).ui[field]).toMatchObject(expected);
  });

  it('computes the GST amount and total, and zeroes the rate when GST is excluded', () => {
    expect(plan({ planId: 'PLAN_GROWTH', baseAmount: 999.99, gstAllowed: true, gstRate: 18 }).data).toMatchObject({
      gstAmount: 180,
      totalAmount: 1179.99,
    });
    expect(plan({ planId: 'PLAN_GROWTH', baseAmount: 500, gstAllowed: false, gstRate: 18 }).data).toMatchObject({
      gstRate: 0,
      gstAmount: 0,
      totalAmount: 500,
    });
  });
});
