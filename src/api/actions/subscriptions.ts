// Named actions of Subscription Plans (spec 2 sections 2.9 and 7): the plans, a status switched (sent lowercase), and
// a plan's configuration read into the tabbed form's flat fields and saved back in the nested shape of section 3.
import subscription from '../../../schemas/entities/subscription.json';
import { keysOf, type EntityProperty } from '../../engine/core/entity';
import { message } from '../../engine/core/message';
import { saying } from '../answers';
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

/** A plan's settings: the keys the entity declares (schemas/entities/subscription.json, `$defs/settings`). */
const SETTINGS = keysOf(subscription.$defs.settings as EntityProperty);
const PRICING = ['baseAmount', 'gstAllowed', 'gstRate', 'gstAmount', 'totalAmount'];

const pick = (data: Data, keys: string[]) =>
  Object.fromEntries(
    keys.filter((key) => data[key] !== undefined && data[key] !== null).map((key) => [key, data[key]]),
  );

/** Subscription actions by name. */
export const subscriptionActions = {
  'subscriptions.list': () => request('GET', '/subscriptions').catch(saying(message('subscription.listFailed'))),
  'subscriptions.setStatus': ({ planId, status }: Data) =>
    requestWithMessage('POST', '/subscriptions/status', { planId, status: String(status).toLowerCase() }).catch(
      saying(message('subscription.statusFailed')),
    ),
  'subscriptions.load': async ({ planDetailId }: Data) => {
    if (!planDetailId) return {};
    const plan = await request<Data & { settings: Data; pricing: Data | null; accessibility: Data[] }>(
      'GET',
      `/subscriptions/${encodeURIComponent(String(planDetailId))}`,
    ).catch(saying(message('subscription.fetchFailed')));
    return {
      planId: plan.planId,
      planDetailsId: plan.planDetailsId,
      ...plan.settings,
      accessibility: plan.accessibility.filter((item) => item.status).map((item) => item.id),
      ...(plan.pricing ?? {}),
    };
  },
  'subscriptions.save': (data: Data) =>
    requestWithMessage('POST', '/subscriptions', {
      planId: data.planId,
      ...(data.planDetailsId ? { planDetailsId: data.planDetailsId } : {}),
      settings: pick(data, SETTINGS),
      accessibility: ((data.accessibility as string[] | undefined) ?? []).map((id) => ({ id, status: true })),
      ...(data.baseAmount === undefined ? {} : { pricing: { currency: 'INR', ...pick(data, PRICING) } }),
    }).catch(saying(message('subscription.saveFailed'))),
};
