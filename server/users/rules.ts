// The rules of managing users (issue 31), kept apart from the database so each can be tested on its own.
import { message } from '../../src/engine/core/message';
import type { ConsoleKind } from '../config';
import { ApiError } from '../plugins/envelope';

/** The roles a client's back-office admin may give: never Admin nor Client Back-office Admin. */
export const INVITABLE_ROLES = ['Client Exporter', 'Client Importer', 'Document manager'];

/** The role that manages a client's users, of which a client keeps at least one active. */
export const BACK_OFFICE_ADMIN = 'Client Back-office Admin';

/** A subscription plan's settings as `subscription_plans.settings` keeps them (spec 2 section 3). */
export interface PlanSettings {
  multiUser?: boolean;
  userCount?: number;
}

/** A user as the rules see it. */
export interface ManagedUser {
  userId: string;
  roleName: string;
  active: boolean;
}

/** The most users (active or invited) a plan allows: one for a single-user plan, its count for a multi-user one; null when none limits. */
export function userLimit(settings: PlanSettings | null | undefined): number | null {
  if (!settings) return null;
  if (settings.multiUser === false) return 1;
  return typeof settings.userCount === 'number' ? settings.userCount : null;
}

/** Refuses one more active user when the client already has as many as its plan allows. */
export function requireRoomFor(limit: number | null, activeUsers: number): void {
  if (limit !== null && activeUsers >= limit) throw new ApiError(409, message('users.limitReached', { count: limit }));
}

/** Refuses a role a client's user may not be given. */
export function requireInvitableRole(roleName: string): void {
  if (!INVITABLE_ROLES.includes(roleName)) throw new ApiError(400, message('users.roleNotAllowed'));
}

/** Refuses a role change the caller may not make: its own role, or a role outside the invitable ones. */
export function requireRoleChange(callerId: string, target: ManagedUser, roleName: string): void {
  if (target.userId === callerId) throw new ApiError(409, message('users.ownRole'));
  requireInvitableRole(roleName);
}

/**
 * Refuses a deactivation: of oneself (in either console), of a user already deactivated, and in the client console of
 * the client's last active back-office admin.
 */
export function requireDeactivation(
  console: ConsoleKind,
  callerId: string,
  target: ManagedUser,
  activeBackOfficeAdmins: number,
): void {
  if (target.userId === callerId) throw new ApiError(409, message('users.selfDeactivate'));
  if (!target.active) throw new ApiError(409, message('users.alreadyInactive'));
  if (console === 'client' && target.roleName === BACK_OFFICE_ADMIN && activeBackOfficeAdmins <= 1)
    throw new ApiError(409, message('users.lastBackOfficeAdmin'));
}
