// Named actions of partner onboarding (spec 3 sections 2.5, 4 and 7): the list, the active partners, the status at
// the partner and one action per step; the ids come from the dialog, the payloads are built on the server.
import { message } from '../../engine/core/message';
import { saying } from '../answers';
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

/** A network failure of the list says 'Something went wrong' (spec 3 section 8). */
const orSomethingWentWrong = saying(message('common.somethingWentWrong'));
const ids = ({ clientId, partnerId }: Data) => ({ clientId, partnerId });
const step = (path: string) => (data: Data) => requestWithMessage('POST', `/partner-onboarding/${path}`, ids(data));

/** Partner onboarding actions by name. */
export const partnerActions = {
  'partners.onboardingList': () => request('GET', '/partner-onboarding/clients').catch(orSomethingWentWrong),
  'partners.active': () => request('GET', '/partners/active'),
  'partners.status': ({ clientId, partnerId, companyName }: Data) =>
    request('POST', '/partner-onboarding/status', { clientId, partnerId, clientName: companyName ?? null }),
  'partners.createClient': step('client'),
  'partners.sendKyc': step('kyc'),
  'partners.sendPayoutBank': step('payout-bank'),
  'partners.createFeePlan': step('fee-plan'),
  'partners.accountSettings': ({ payoutInterval, monthlyAnchor, weeklyAnchor, ...rest }: Data) =>
    requestWithMessage('POST', '/partner-onboarding/account-settings', {
      ...ids(rest),
      payoutInterval,
      monthlyAnchor,
      weeklyAnchor,
    }),
  'partners.activate': step('activate'),
};
