// Named actions of the Virtual Accounts screen (spec 2 sections 2.7 and 7): the client's accounts (the admin names the
// client), the currencies offered, and the request for new ones; failures in the spec's words.
import { message } from '../../engine/core/message';
import { saying } from '../answers';
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

const scope = (clientId: unknown) => (clientId ? `?clientId=${encodeURIComponent(String(clientId))}` : '');

/** Virtual account actions by name. */
export const virtualAccountActions = {
  'virtualAccounts.list': ({ clientId }: Data = {}) =>
    request('GET', `/virtual-accounts${scope(clientId)}`).catch(saying(message('virtualAccounts.fetchFailed'))),
  'virtualAccounts.currencies': () =>
    request('GET', '/virtual-accounts/currencies').catch(saying(message('virtualAccounts.detailsFailed'))),
  'virtualAccounts.create': ({ clientId, currencies }: Data) =>
    requestWithMessage('POST', '/virtual-accounts', { clientId, currencies }).catch(
      saying(message('virtualAccounts.createFailed')),
    ),
};
