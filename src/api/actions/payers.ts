// Named actions of Add Customers (issue 30): the client's payers, a new payer and an edited one; failures in the
// catalogue's words, the server's own message when it gives one.
import { message } from '../../engine/core/message';
import { saying } from '../answers';
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

/** What an edited row adds to the dialog's fields: its id, status and times. */
const ROW_ONLY = ['payerId', 'status', 'createdAt', 'updatedAt'];

/** The dialog's data as the server takes it: the row's own additions left out. */
const payerOf = (data: Data) => Object.fromEntries(Object.entries(data).filter(([field]) => !ROW_ONLY.includes(field)));

/** Saves the dialog's payer, a new one or the row's; a failure in the catalogue's words or the server's own. */
const save = (method: 'POST' | 'PUT', path: string, data: Data) =>
  requestWithMessage(method, path, payerOf(data)).catch(saying(message('payers.saveFailed')));

/** Payer actions by name. */
export const payerActions = {
  // A payer's country: the Currency master's active countries abroad (India is the client's own).
  'payers.countries': async () =>
    (
      await request<{ countryCode: string; countryName: string; status: string }[]>('GET', '/masters/currencies').catch(
        saying(message('paymentRequests.optionsFailed')),
      )
    )
      .filter((row) => row.status === 'active' && row.countryCode !== 'IN')
      .map((row) => ({ label: row.countryName, value: row.countryCode })),
  'payers.list': () => request<Data[]>('GET', '/payers').catch(saying(message('payers.listFailed'))),
  'payers.create': (data: Data) => save('POST', '/payers', data),
  'payers.update': (data: Data) => save('PUT', `/payers/${encodeURIComponent(String(data.payerId))}`, data),
};
