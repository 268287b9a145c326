// A client's users (Add User, the Client Back-office Admin) and every user (Users, the Admin): list, invite, change a
// role, deactivate, reactivate and resend an invitation, each write in one transaction with its audit row (issue 31).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { message } from '../../src/engine/core/message';
import { emailTaken, mobileTaken } from '../auth/accounts';
import type { SessionUser } from '../auth/sessions';
import type { Queryable } from '../db/db';
import { validateForm } from '../forms/validate-form';
import { caller, callerClient, type RouteAccess } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import {
  BACK_OFFICE_ADMIN,
  requireDeactivation,
  requireInvitableRole,
  requireRoleChange,
  requireRoomFor,
  userLimit,
} from '../users/rules';
import {
  activeBackOfficeAdmins,
  activeUserCount,
  audit,
  clientType,
  deactivate,
  insertInvitee,
  listUsers,
  lockClientPlan,
  lockUser,
  reactivate,
  sendInvitation,
  setRole,
  userClient,
} from '../users/store';
import { USERS } from '../responses/client-areas';
import { NO_DATA } from '../responses/common';

/** The client console's back-office admin alone: its own client's users. */
const CLIENT_ADMIN: { access: RouteAccess } = { access: { consoles: ['client'], roles: [BACK_OFFICE_ADMIN] } };
/** The back-office admin for its client's users, and the admin console's Admin for everyone's. */
const BOTH: { access: RouteAccess } = { access: { rolesIn: { client: [BACK_OFFICE_ADMIN], admin: ['Admin'] } } };

const notFound = () => new ApiError(404, message('users.notFound'));

/**
 * Locks what a change of one user is judged by, client first then user (the order an invitation locks in): the user,
 * within the caller's client in the client console, and the plan of the user's client.
 */
async function lockTarget(app: FastifyInstance, tx: Queryable, request: { user?: SessionUser }, userId: string) {
  const own = app.console === 'client' ? (caller(request).clientId ?? undefined) : undefined;
  if (app.console === 'client' && !own) throw notFound();
  const found = await userClient(tx, userId, own);
  if (!found) throw notFound();
  const { clientId } = found;
  const plan = clientId ? await lockClientPlan(tx, clientId) : null;
  const target = await lockUser(tx, userId, own);
  if (!target || target.clientId !== clientId) throw notFound();
  return { target, clientId, plan };
}

export default async function userRoutes(app: FastifyInstance) {
  // Menus by client type: an individual client has no Add User (schemas/auth/menus.json), so none of its users may
  // manage users here whatever the role; the route's audience has already refused anyone else.
  app.addHook('preHandler', async (request) => {
    const clientId = app.console === 'client' ? request.user?.clientId : null;
    if (!clientId) return;
    if ((await clientType(app.db, clientId)) === 'Individual')
      throw new ApiError(403, message('users.individualClient'));
  });
  app.get(
    '/api/users',
    { config: BOTH, schema: { querystring: sharedSchema('users#/$defs/listQuery'), response: USERS } },
    async (request) => {
      const named = (request.query as { clientId?: string }).clientId;
      const clientId = callerClient(app, request, named, false);
      return ok(await listUsers(app.db, caller(request).userId, clientId));
    },
  );

  app.post(
    '/api/users/invite',
    { config: CLIENT_ADMIN, schema: { body: sharedSchema('users#/$defs/invite'), response: NO_DATA } },
    async (request) => {
      const user = caller(request);
      const clientId = callerClient(app, request, undefined, true)!;
      const invite = validateForm(app.declarations.form('users.invite'), request.body as Record<string, string>, {
        console: app.console,
        role: user.roleName,
      });
      requireInvitableRole(invite.roleName);
      const email = invite.email.toLowerCase();
      await app.db.transaction(async (tx) => {
        requireRoomFor(userLimit(await lockClientPlan(tx, clientId)), await activeUserCount(tx, clientId));
        if (await emailTaken(tx, email)) throw new ApiError(409, message('auth.signUp.emailExists'));
        if (await mobileTaken(tx, invite.mobile)) throw new ApiError(409, message('onboarding.details.mobileTaken'));
        const userId = `US${randomBytes(4).toString('hex').toUpperCase()}`;
        await insertInvitee(tx, {
          userId,
          clientId,
          email,
          mobile: invite.mobile,
          firstName: invite.firstName.trim(),
          lastName: invite.lastName.trim(),
          roleName: invite.roleName,
          invitedBy: user.userId,
        });
        await audit(tx, {
          userId,
          clientId,
          action: 'invited',
          changes: { roleName: invite.roleName },
          doneBy: user.userId,
        });
        await sendInvitation(app, tx, userId, email);
      });
      return ok(null, message('users.invited'));
    },
  );

  app.post(
    '/api/users/role',
    { config: CLIENT_ADMIN, schema: { body: sharedSchema('users#/$defs/roleChange'), response: NO_DATA } },
    async (request) => {
      const user = caller(request);
      const { userId, roleName } = request.body as { userId: string; roleName: string };
      validateForm(app.declarations.form('users.role'), { roleName }, { console: app.console, role: user.roleName });
      await app.db.transaction(async (tx) => {
        const { target, clientId } = await lockTarget(app, tx, request, userId);
        requireRoleChange(user.userId, target, roleName);
        if (target.roleName === roleName) return;
        await setRole(tx, userId, roleName);
        await audit(tx, {
          userId,
          clientId,
          action: 'role_changed',
          changes: { from: target.roleName, to: roleName },
          doneBy: user.userId,
        });
      });
      return ok(null, message('users.roleChanged'));
    },
  );

  app.post(
    '/api/users/deactivate',
    { config: BOTH, schema: { body: sharedSchema('users#/$defs/userRef'), response: NO_DATA } },
    async (request) => {
      const user = caller(request);
      const { userId } = request.body as { userId: string };
      await app.db.transaction(async (tx) => {
        const { target, clientId } = await lockTarget(app, tx, request, userId);
        const admins = clientId ? await activeBackOfficeAdmins(tx, clientId) : 0;
        requireDeactivation(app.console, user.userId, target, admins);
        await deactivate(tx, userId, user.userId);
        await audit(tx, { userId, clientId, action: 'deactivated', doneBy: user.userId });
      });
      return ok(null, message('users.deactivated'));
    },
  );

  app.post(
    '/api/users/reactivate',
    { config: BOTH, schema: { body: sharedSchema('users#/$defs/userRef'), response: NO_DATA } },
    async (request) => {
      const user = caller(request);
      const { userId } = request.body as { userId: string };
      await app.db.transaction(async (tx) => {
        const { target, clientId, plan } = await lockTarget(app, tx, request, userId);
        if (target.active) throw new ApiError(409, message('users.alreadyActive'));
        // What the provider's staff deactivated, a client's back-office admin cannot undo.
        if (app.console === 'client' && target.deactivatedByAdmin)
          throw new ApiError(409, message('users.deactivatedByProvider'));
        if (clientId) requireRoomFor(userLimit(plan), await activeUserCount(tx, clientId));
        await reactivate(tx, userId);
        await audit(tx, { userId, clientId, action: 'reactivated', doneBy: user.userId });
      });
      return ok(null, message('users.reactivated'));
    },
  );

  app.post(
    '/api/users/resend-invitation',
    { config: CLIENT_ADMIN, schema: { body: sharedSchema('users#/$defs/userRef'), response: NO_DATA } },
    async (request) => {
      const user = caller(request);
      const { userId } = request.body as { userId: string };
      await app.db.transaction(async (tx) => {
        const { target, clientId } = await lockTarget(app, tx, request, userId);
        if (!target.active) throw new ApiError(409, message('users.alreadyInactive'));
        if (!target.invitationOpen) throw new ApiError(409, message('users.notInvited'));
        await sendInvitation(app, tx, userId, target.email);
        await audit(tx, { userId, clientId, action: 'invitation_resent', doneBy: user.userId });
      });
      return ok(null, message('users.invitationResent'));
    },
  );
}
