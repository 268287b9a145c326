// Named actions of Add Customers (issue 30): the client's payers, a new payer and an edited one; failures in the
// catalogue's words, the server's own message when it gives one.
import { message } from '../../engine/core/message';
import { saying } from '../answers';
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

/** The dialog's fields, as the form declares them. */
const payerOf = ({
  payerName,
  email,
  mobileCode,
  mobile,
  country,
  address1,
  address2,
  city,
  state,
  pincode,
  active,
}: Data) => ({
  payerName,
  email,
  mobileCode,
  mobile,
  country,
  address1,
  address2,
  city,
  state,
  pincode,
  active,
});

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
  'payers.create': (data: Data) =>
    requestWithMessage('POST', '/payers', payerOf(data)).catch(saying(message('payers.saveFailed'))),
  'payers.update': ({ payerId, ...data }: Data) =>
    requestWithMessage('PUT', `/payers/${encodeURIComponent(String(payerId))}`, payerOf(data)).catch(
      saying(message('payers.saveFailed')),
    ),
};
