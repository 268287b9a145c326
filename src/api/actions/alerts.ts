// Named actions of Manage Alerts (spec 2 sections 2.8 and 7): the caller's alerts, and one switched; any failure
// says 'Something went wrong' (spec 2 section 8).
import { message } from '../../engine/core/message';
import { ApiError, request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

const somethingWentWrong = () => {
  throw new ApiError(message('common.somethingWentWrong'), 0);
};

/** Alert actions by name. */
export const alertActions = {
  'alerts.list': () => request('GET', '/alerts').catch(somethingWentWrong),
  'alerts.update': ({ alertId, status }: Data) =>
    requestWithMessage('POST', '/alerts', { alertId, status }).catch(somethingWentWrong),
};
