// The client detail's rules as tables (spec 3 section 5): the fee dialog, the fee plan's ANY-to-ANY rows, and every
// case of the approval paragraph, the Service Exporter's included.
import { describe, expect, it } from 'vitest';
import { applyRules, type RuleContext } from '../engine/core/rules';
import { rules } from './index';

const admin: RuleContext = { console: 'admin', role: 'Admin' };
const withRows = (items: Record<string, unknown>[]): RuleContext => ({ ...admin, related: { items } });
const fee = (data: Record<string, unknown>, context = admin) => applyRules(['feeEntry'], rules, data, context);

describe('feeEntry', () => {
  const usdInr = { feeType: 'Payout Fee', sourceCurrency: 'USD', destinationCurrency: 'INR' };

  it.each([
    [{ ...usdInr, variable: 1 }, {}],
    [{ ...usdInr, fixed: 10, minimum: 5 }, {}],
    [{ ...usdInr, fixed: 10 }, { variable: 'Either variable or both fixed and minimum are required.' }],
    [{ ...usdInr }, { variable: 'Either variable or both fixed and minimum are required.' }],
    [
      { ...usdInr, variable: 0, fixed: 0, minimum: 0 },
      { variable: 'Either variable or both fixed and minimum are required.' },
    ],
    [
      { ...usdInr, destinationCurrency: 'USD', variable: 1 },
      { destinationCurrency: 'Source and destination currency cannot be same' },
    ],
    [{ ...usdInr, sourceCurrency: 'ANY', destinationCurrency: 'ANY', variable: 1 }, {}],
    [
      { feeType: 'Payout Fx', sourceCurrency: 'INR', destinationCurrency: 'INR', variable: 1 },
      {
        destinationCurrency: 'Source and destination currency cannot be same',
      },
    ],
  ])('%j gives %j', (data, errors) => {
    expect(fee(data).errors).toEqual(errors);
  });

  it("refuses a type and pair another row has: 'Currency combination does already exist. Please select different currency.'", () => {
    const rows = [{ ...usdInr, variable: 2 }];
    expect(fee({ ...usdInr, variable: 1 }, withRows(rows)).errors).toEqual({
      destinationCurrency: 'Currency combination does already exist. Please select different currency.',
    });
    expect(
      fee({ ...usdInr, feeType: 'Payout Fx', variable: 1, referenceRate: 'mid_market' }, withRows(rows)).errors,
    ).toEqual({});
  });

  it('asks an fx fee for a variable rate and the reference rate, and drops the fixed part', () => {
    const result = fee({
      feeType: 'Payout Fx',
      sourceCurrency: 'USD',
      destinationCurrency: 'INR',
      fixed: 3,
      minimum: 1,
    });
    expect(result.ui).toMatchObject({
      referenceRate: { hidden: false, required: true },
      variable: { required: true },
      fixed: { hidden: true },
      minimum: { hidden: true },
    });
    expect(result.data).not.toHaveProperty('fixed', 3);
  });
});

describe('feePlan', () => {
  const anyFee = { feeType: 'Payout Fee', sourceCurrency: 'ANY', destinationCurrency: 'ANY', variable: 1 };
  const anyFx = { feeType: 'Payout Fx', sourceCurrency: 'ANY', destinationCurrency: 'ANY', variable: 1 };
  const missing = { rows: 'Please add atleast one ANY to ANY record for payout fees and payout fx fees' };

  it.each([
    [[anyFee, anyFx], {}],
    [[anyFee], missing],
    [[anyFx], missing],
    [[], missing],
    [[{ ...anyFee, destinationCurrency: 'INR' }, anyFx], missing],
  ])('rows %j give %j', (rows, errors) => {
    expect(applyRules(['feePlan'], rules, { rows }, admin).errors).toEqual(errors);
  });
});

describe('clientApproval (spec 3 section 5)', () => {
  const client = (role: string, gstFile?: unknown): RuleContext => ({
    ...admin,
    related: { page: { role, businessInformation: { gstFile } } },
  });
  const exporter = client('Client Exporter');
  const serviceWithGst = client('Service Exporter', { documentId: 'D1', documentName: 'gst.pdf' });
  const serviceWithoutGst = client('Service Exporter');
  const verify = {
    gst: 'Please verify the GST Number before approving',
    iec: 'Please verify the IEC Number before approving',
  };

  it.each([
    [
      'an exporter approved with both verified',
      exporter,
      { status: 'Approved', gstVerified: true, iecVerified: true },
      {},
    ],
    [
      'an exporter approved with IEC unverified',
      exporter,
      { status: 'Approved', gstVerified: true },
      { iecVerified: verify.iec },
    ],
    [
      'an exporter approved with GST invalid',
      exporter,
      { status: 'Approved', gstVerified: false, iecVerified: true },
      { gstVerified: verify.gst },
    ],
    ['an exporter rejected, nothing verified', exporter, { status: 'Rejected' }, {}],
    ['an exporter asked for action, nothing verified', exporter, { status: 'Action_Required' }, {}],
    [
      'a Service Exporter with a GST file approved on GST',
      serviceWithGst,
      { status: 'Approved', gstVerified: true },
      {},
    ],
    [
      'a Service Exporter with a GST file approved without it',
      serviceWithGst,
      { status: 'Approved' },
      { gstVerified: verify.gst },
    ],
    ['a Service Exporter without a GST file approved', serviceWithoutGst, { status: 'Approved' }, {}],
  ])('%s', (_case, context, data, errors) => {
    const applied = applyRules(['clientApproval'], rules, data, context);
    expect(applied.errors).toEqual(errors);
    // Save is disabled when Approved and IEC or GST is unverified, and says which.
    expect(applied.holdSubmit).toBe(Object.values(errors)[0]);
  });

  it.each([
    ['an exporter approving', exporter, 'Approved', { gst: [true, false], iec: [true, false] }],
    ['an exporter rejecting', exporter, 'Rejected', { gst: [false, false], iec: [false, false] }],
    ['an exporter asking for action', exporter, 'Action_Required', { gst: [false, false], iec: [false, false] }],
    ['a Service Exporter with a GST file', serviceWithGst, 'Approved', { gst: [true, false], iec: [false, true] }],
    ['a Service Exporter without one', serviceWithoutGst, 'Approved', { gst: [false, true], iec: [false, true] }],
  ])('%s: GST and IEC [required, disabled]', (_case, context, status, expected) => {
    const { ui } = applyRules(['clientApproval'], rules, { status }, context);
    expect([ui.gstNumber.required, ui.gstNumber.disabled]).toEqual(expected.gst);
    expect([ui.iecNumber.required, ui.iecNumber.disabled]).toEqual(expected.iec);
  });
});
