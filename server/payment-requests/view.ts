// A payment request as the screens show it (issue 30): its status in words, its HS codes in a line, its files titled
// by role and its events with their note.
import type { PaymentRequest, RequestEvent, RequestStatus } from './store';

/** The words each status shows as, in the lists' filters and the detail. */
export const STATUS_WORDS: Record<RequestStatus, string> = {
  requested: 'Requested',
  received: 'Payment Received',
  quoted: 'Quoted',
  payout_initiated: 'Payout Initiated',
  paid_out: 'Paid Out',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The title of each file role. */
export const DOCUMENT_TITLES = {
  commercial_invoice: 'Commercial Invoice',
  shipping_bill: 'Shipping Bill',
  bill_of_lading: 'Bill of Lading',
} as const;

/** A list row or the detail's record: the stored request with its status in words (`state` keeps the code). */
export const requestView = (request: PaymentRequest) => ({
  ...request,
  state: request.status,
  status: STATUS_WORDS[request.status],
  hsCodesText: request.hsCodes.join(', '),
  documents: request.documents.map((document) => ({ ...document, title: DOCUMENT_TITLES[document.role] })),
});

/** An event as the Status tab lists it: its status in words and the `note` of its detail, when it has one. */
export const eventView = (event: RequestEvent) => ({
  seq: event.seq,
  status: STATUS_WORDS[event.status],
  at: event.at,
  note: typeof event.detail?.note === 'string' ? event.detail.note : null,
});
