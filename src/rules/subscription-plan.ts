// Spec 2 sections 4.8 and 5.7: what a plan's settings, accessibility and pricing need, by plan and choice, and the
// GST arithmetic.
import type { FieldUi, Rule } from '../engine/core/rules';

/** The plan form's data (flat, as the form holds it). */
export interface PlanForm {
  planId?: string;
  planDetailsId?: string;
  multiUser?: boolean;
  periodType?: 'monthly' | 'yearly' | 'days';
  unlimitedShipment?: boolean;
  gstAllowed?: boolean;
  baseAmount?: number;
  gstRate?: number;
}

/** The Individual plan's id (schemas/entities/subscription.json). */
export const INDIVIDUAL_PLAN = 'PLAN_INDIVIDUAL';

/** Rounds to 2 decimals as money is shown. */
const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** GST amount = base x rate / 100 rounded to 2 decimals; total = base + GST (0 GST when excluded or the rate is 0). */
export function gstOf(baseAmount: number, gstRate: number, included: boolean) {
  const gstAmount = included ? round2((baseAmount * gstRate) / 100) : 0;
  return { gstAmount, totalAmount: round2(baseAmount + gstAmount) };
}

const ACCESSIBILITY = ['accessibility'];
/** Every field of the Pricing tab, the fixed currency too: one left shown would enable the tab (spec 2 section 2.9). */
const PRICING = ['currency', 'baseAmount', 'gstAllowed', 'gstRate', 'gstAmount', 'totalAmount'];

/**
 * An Individual plan is Single (locked), counts invoices, has zero-fees and set-fees and no accessibility or pricing;
 * other plans count shipments and need pricing. Users are counted only when Multiple; days only for Custom Days; a
 * count of shipments unless unlimited. GST amount and total follow the base and rate. An edited plan keeps its name
 * and type of user.
 */
export const subscriptionPlan: Rule<PlanForm> = (data) => {
  const individual = data.planId === INDIVIDUAL_PLAN;
  const editing = Boolean(data.planDetailsId);
  const ui: Record<string, FieldUi> = {
    planId: { locked: editing },
    multiUser: { locked: individual || editing },
    userCount: { hidden: individual || !data.multiUser, required: !individual && Boolean(data.multiUser) },
    numberOfDays: { hidden: data.periodType !== 'days', required: data.periodType === 'days' },
    shipmentCount: {
      required: !individual && !data.unlimitedShipment,
      hidden: Boolean(data.unlimitedShipment),
      label: individual ? 'Number of invoices' : 'Number of shipments',
    },
    unlimitedShipment: { label: individual ? 'Unlimited invoices' : 'Unlimited shipments' },
    applyZeroFees: { hidden: !individual },
    setFees: { hidden: !individual, required: individual },
    gstRate: { hidden: individual || !data.gstAllowed, required: !individual && Boolean(data.gstAllowed) },
    baseAmount: { required: !individual },
    gstAllowed: { required: !individual },
  };
  for (const field of individual ? [...ACCESSIBILITY, ...PRICING] : [])
    ui[field] = { ...ui[field], hidden: true, required: false };
  const values: Record<string, unknown> = individual ? { multiUser: false } : {};
  if (!individual && typeof data.baseAmount === 'number')
    Object.assign(values, gstOf(data.baseAmount, data.gstAllowed ? (data.gstRate ?? 0) : 0, Boolean(data.gstAllowed)));
  if (!individual && data.gstAllowed === false) values.gstRate = 0;
  return { ui, values };
};
