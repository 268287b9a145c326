// Named actions of System Config (issue 31): the caller's System Config entries, its payout bank accounts (list, add
// through the bank form, choose the primary, remove) and its e-BRC set-up; failures in the catalogue's words.
import { message } from '../../engine/core/message';
import { saying } from '../answers';
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

/** System Config actions by name. */
export const clientConfigActions = {
  'clientConfig.entries': () =>
    request('GET', '/client-config/entries').catch(saying(message('clientConfig.entriesFailed'))),
  'clientConfig.accounts': () =>
    request('GET', '/client-config/accounts').catch(saying(message('clientConfig.accounts.listFailed'))),
  // The bank form's data as typed: the server checks it with the same form and asks the bank.
  'clientConfig.addAccount': ({ clientId: _scope, ...account }: Data) =>
    requestWithMessage('POST', '/client-config/accounts', account).catch(
      saying(message('clientConfig.accounts.saveFailed')),
    ),
  'clientConfig.makePrimary': ({ id }: Data) =>
    requestWithMessage('POST', '/client-config/accounts/primary', { id }).catch(
      saying(message('clientConfig.accounts.saveFailed')),
    ),
  'clientConfig.removeAccount': ({ id }: Data) =>
    requestWithMessage('POST', '/client-config/accounts/remove', { id }).catch(
      saying(message('clientConfig.accounts.saveFailed')),
    ),
  'clientConfig.ebrc': () => request('GET', '/client-config/ebrc').catch(saying(message('clientConfig.ebrcFailed'))),
};
