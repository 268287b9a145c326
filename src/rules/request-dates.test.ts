// The request dates rule as a table: each date on either side of its bound, and nothing said about missing dates.
import { describe, expect, it } from 'vitest';
import {
  DUE_BEFORE_INVOICE,
  INVOICE_IN_FUTURE,
  isoToday,
  requestDates,
  SHIPPING_BILL_BEFORE_INVOICE,
  SHIPPING_BILL_IN_FUTURE,
} from './request-dates';

const TODAY = '2026-11-27';
const run = (data: Record<string, string>) => requestDates(data, {} as never, { today: TODAY }).errors;

describe('requestDates', () => {
  it.each([
    [{}, {}],
    [{ invoiceDate: '2026-11-27' }, {}],
    [{ invoiceDate: '2026-11-28' }, { invoiceDate: INVOICE_IN_FUTURE }],
    [{ invoiceDate: '2026-11-01', shippingBillDate: '2026-11-01' }, {}],
    [{ invoiceDate: '2026-11-02', shippingBillDate: '2026-11-01' }, { shippingBillDate: SHIPPING_BILL_BEFORE_INVOICE }],
    [{ invoiceDate: '2026-11-02', shippingBillDate: '2026-11-28' }, { shippingBillDate: SHIPPING_BILL_IN_FUTURE }],
    [{ invoiceDate: '2026-11-02', dueDate: '2026-11-02' }, {}],
    [{ invoiceDate: '2026-11-02', dueDate: '2026-11-01' }, { dueDate: DUE_BEFORE_INVOICE }],
    [{ dueDate: '2020-01-01' }, {}],
    [{ invoiceDate: '27/11/2026', dueDate: '2020-01-01' }, {}],
  ])('%j gives %j', (data, errors) => {
    expect(run(data as Record<string, string>)).toEqual(errors);
  });

  it('reads today in the local calendar', () => {
    expect(isoToday(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
