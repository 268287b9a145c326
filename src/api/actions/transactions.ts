// Named actions of the transactions list (spec 3 sections 2.2 and 7): the list from January 2024 until now, and the
// admin's retry and rejection of a cancelled payout (the server's message on a refusal).
import { message } from '../../engine/core/message';
import { saying } from '../answers';
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

/** Spec 3 section 7: the list starts from a fixed epoch in January 2024 and ends now. */
export const TRANSACTIONS_FROM = Date.UTC(2024, 0, 1);

/** A network failure of the list (no answer) says 'Something went wrong' (spec 3 section 8). */
const orSomethingWentWrong = saying(message('common.somethingWentWrong'));

/** Transactions actions by name. */
export const transactionActions = {
  'transactions.list': () =>
    request('POST', '/transactions', { startDate: TRANSACTIONS_FROM, endDate: Date.now() }).catch(orSomethingWentWrong),
  'transactions.reject': ({ clientId, invoiceId, paymentId, reason }: Data) =>
    requestWithMessage('POST', '/transactions/reject', { clientId, invoiceId, paymentId, reason }),
  // The form keeps the remark as the row does (remarks); the spec's payload names it remark.
  'transactions.retry': ({ clientId, invoiceId, paymentId, partnerId, remarks }: Data) =>
    requestWithMessage('POST', '/transactions/retry', { clientId, invoiceId, paymentId, partnerId, remark: remarks }),
};
