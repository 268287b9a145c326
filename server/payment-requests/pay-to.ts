// Where a payer pays a request (issue 30): the client's virtual account in the request's currency, or a note that it
// has none yet (the page links to Set Virtual Accounts).
import { message } from '../../src/engine/core/message';
import type { AccountDetail } from '../adapters/partner-bank';
import type { Queryable } from '../db/db';
import { virtualAccountsOf } from '../virtual-accounts/store';

/** The account details to show, and a line saying what they are (or why there are none). */
export interface PayTo {
  note: string;
  accounts: AccountDetail[];
}

/** The client's active virtual account in `currency`, as the request's detail shows it. */
export async function payTo(db: Queryable, clientId: string, currency: string): Promise<PayTo> {
  const account = (await virtualAccountsOf(db, clientId)).find((candidate) => candidate.currency === currency);
  if (!account) return { note: message('paymentRequests.noVirtualAccount', { currency }), accounts: [] };
  if (account.status !== 'active')
    return { note: message('paymentRequests.virtualAccountPending', { currency }), accounts: [] };
  return { note: message('paymentRequests.virtualAccountReady', { currency }), accounts: account.accountDetails };
}
