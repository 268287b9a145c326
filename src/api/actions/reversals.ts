// Named actions of the Reversals screen (spec 3 sections 2.6 and 7): the list from early 2024 until now, the filter's
// currencies, the client's active customers, its reversal of a payment, the detail, and the Admin's status move.
import { message } from '../../engine/core/message';
import { saying } from '../answers';
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

/** Spec 3 section 7: the reversal list starts from a fixed epoch in early 2024 and ends now. */
export const REVERSALS_FROM = Date.UTC(2024, 0, 1);

/** Reversals actions by name; a failure with no words of its own says the spec's (section 8). */
export const reversalActions = {
  // The admin console asks with a null client id (spec 3 section 6); the server scopes a client to its own.
  'reversals.list': () =>
    request('POST', '/reversals', { startDate: REVERSALS_FROM, endDate: Date.now(), clientId: null }).catch(
      saying(message('reversals.fetchFailed')),
    ),
  'reversals.currencies': () => request('GET', '/reversals/currencies'),
  'reversals.customers': async () => {
    const payers = await request<{ payerId: string; payerName: string }[]>('GET', '/reversals/customers').catch(
      saying(message('reversals.customersFailed')),
    );
    return payers.map(({ payerId, payerName }) => ({ value: payerId, label: payerName }));
  },
  'reversals.details': ({ depositId, reversalId }: Data) =>
    request('POST', '/reversals/details', { depositId, reversalId: reversalId ?? null }).catch(
      saying(message('reversals.detailsFailed')),
    ),
  'reversals.reverse': ({ depositId, clientPayerId, remarks }: Data) =>
    requestWithMessage('POST', '/reversals/send', { depositId, clientPayerId, remarks }),
  // The form names the admin's choice newStatus beside the row's own status; the spec's payload names it status.
  'reversals.updateStatus': ({ reversalId, newStatus, remarks }: Data) =>
    requestWithMessage('POST', '/reversals/status', { reversalId, status: newStatus, remarks }),
};
