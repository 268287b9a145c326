// Issue 30: a payment request's dates agree: the invoice and the shipping bill are not dated in the future, the
// shipping bill not before the invoice, and the payment is not due before the invoice was raised.
import type { Rule } from '../engine/core/rules';
import { message } from '../engine/core/message';

/** The rule's messages. */
export const INVOICE_IN_FUTURE = message('paymentRequests.invoiceDateFuture');
export const SHIPPING_BILL_IN_FUTURE = message('paymentRequests.shippingBillDateFuture');
export const SHIPPING_BILL_BEFORE_INVOICE = message('paymentRequests.shippingBillBeforeInvoice');
export const DUE_BEFORE_INVOICE = message('paymentRequests.dueBeforeInvoice');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: unknown) => (typeof value === 'string' && ISO_DATE.test(value) ? value : undefined);

/** Today as 'YYYY-MM-DD' in the user's own calendar (ISO dates compare as text). */
export const isoToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

interface RequestDates {
  invoiceDate?: string;
  shippingBillDate?: string;
  dueDate?: string;
}

/** The dates of a request's invoice, shipping bill and due date, checked against each other and today. */
export const requestDates: Rule<RequestDates> = (data, _context, options) => {
  const today = typeof options.today === 'string' ? options.today : isoToday();
  const invoice = dateOf(data.invoiceDate);
  const shippingBill = dateOf(data.shippingBillDate);
  const due = dateOf(data.dueDate);
  const errors: Record<string, string> = {};
  if (invoice && invoice > today) errors.invoiceDate = INVOICE_IN_FUTURE;
  if (shippingBill && shippingBill > today) errors.shippingBillDate = SHIPPING_BILL_IN_FUTURE;
  else if (shippingBill && invoice && shippingBill < invoice) errors.shippingBillDate = SHIPPING_BILL_BEFORE_INVOICE;
  if (due && invoice && due < invoice) errors.dueDate = DUE_BEFORE_INVOICE;
  return { errors };
};
