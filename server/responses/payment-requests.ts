// Replies of the money flow (issue 30): customers (schemas/entities/payers.json), payment requests and their events
// (schemas/entities/payment-requests.json, with the detail's further fields), choices, e-FIRA (efira.json), and the
// INR payouts of the Transactions table (transactions.json).
import { replies } from './envelope';
import { entityShape, list, object, option, text, withFields } from './reply-schema';

/** A customer as the Add Customers table lists it. */
export const PAYERS = replies(list(entityShape('payers#/$defs/payer')));
/** A saved customer's id. */
export const PAYER_SAVED = replies(object({ payerId: text }));

/** A request as the list and the detail page show it: the table's row and every figure its lifecycle set. */
const REQUEST_VIEW = withFields(entityShape('paymentRequests#/$defs/request'), {
  clientId: text,
  payerId: text,
  payerEmail: text,
  shippingBillDate: text,
  portOfLoading: text,
  hsCodes: list(text),
  incoterm: text,
  purposeCode: text,
  description: text,
  receivedAmount: text,
  receivedCurrency: text,
  fxRate: text,
  fee: text,
  inrAmount: text,
  paymentId: text,
  efiraDocumentId: text,
  updatedAt: text,
  documents: list(object({ role: text, documentId: text, documentName: text, title: text })),
  state: text,
  hsCodesText: text,
});

export const REQUESTS = replies(list(REQUEST_VIEW));

/** One request with where to pay it: the note and the virtual account's details. */
export const REQUEST_DETAIL = replies(
  withFields(REQUEST_VIEW, {
    payTo: object({ note: text, accounts: list(entityShape('virtualAccounts#/$defs/accountDetail')) }),
  }),
);

/** A request's events, as the Status tab lists them. */
export const EVENTS = replies(list(entityShape('paymentRequests#/$defs/event')));

/** The options a new request offers. */
export const CHOICES = replies(
  object({
    payers: list(option()),
    hsCodes: list(option()),
    currencies: list(option()),
    purposeCodes: list(option()),
    incoterms: list(option()),
  }),
);

/** A created request: its id and reference. */
export const CREATED = replies(object({ requestId: text, reference: text }));

/** The request's e-FIRA, a list of none or one. */
export const EFIRAS = replies(list(entityShape('efira#/$defs/efira')));

/** INR payouts as the Transactions table lists them (schemas/entities/transactions.json). */
export const TRANSACTIONS = replies(list(entityShape('transactions#/$defs/transaction')));
