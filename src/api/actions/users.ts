// Named actions of Add User (the Client Back-office Admin's own client) and Users (the Admin's everyone), issue 31:
// the list, an invitation, a role change, deactivation, reactivation and a resent invitation; the server's words on failure.
import { message } from '../../engine/core/message';
import { saying } from '../answers';
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

const scope = (clientId: unknown) => (clientId ? `?clientId=${encodeURIComponent(String(clientId))}` : '');
const failing = saying(message('common.somethingWentWrong'));

/** User actions by name. */
export const userActions = {
  'users.list': ({ clientId }: Data = {}) =>
    request<Data[]>('GET', `/users${scope(clientId)}`).catch(saying(message('users.listFailed'))),
  'users.invite': ({ firstName, lastName, email, mobile, roleName }: Data) =>
    requestWithMessage('POST', '/users/invite', { firstName, lastName, email, mobile, roleName }).catch(failing),
  'users.changeRole': ({ userId, roleName }: Data) =>
    requestWithMessage('POST', '/users/role', { userId, roleName }).catch(failing),
  'users.deactivate': ({ userId }: Data) => requestWithMessage('POST', '/users/deactivate', { userId }).catch(failing),
  'users.reactivate': ({ userId }: Data) => requestWithMessage('POST', '/users/reactivate', { userId }).catch(failing),
  'users.resendInvitation': ({ userId }: Data) =>
    requestWithMessage('POST', '/users/resend-invitation', { userId }).catch(failing),
};
