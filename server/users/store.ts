// Where users are read and changed for the Add User and Users screens: the rows as the tables show them, the client's
// plan and head counts under a lock, each change with its audit row, and the invitation e-mail through the outbox.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { issueSetPasswordLink } from '../auth/accounts';
import { BACK_OFFICE_ADMIN, type ManagedUser, type PlanSettings } from './rules';

/** How long an invitation's set-password link stays valid. */
export const INVITATION_HOURS = 72;

/** One user as the Add User and Users tables show it. */
export interface UserListRow {
  userId: string;
  name: string;
  email: string;
  mobile: string | null;
  roleName: string;
  status: 'Active' | 'Invited' | 'Inactive';
  console: 'client' | 'admin';
  clientId: string | null;
  clientName: string | null;
  lastSignedInAt: string | null;
  /** The caller itself (not offered deactivation). */
  self: boolean;
  /** Invited and never signed in nor set a password: the invitation may be sent again. */
  invitationOpen: boolean;
}

/** A user awaiting its first password from an invitation. */
const OPEN_INVITATION = 'u.invited_at IS NOT NULL AND u.password_hash IS NULL AND u.last_signed_in_at IS NULL';

/** The users of one client, or of every client and the admin console when clientId is absent. */
export async function listUsers(db: Queryable, callerId: string, clientId?: string): Promise<UserListRow[]> {
  const { rows } = await db.query<{
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    mobile: string | null;
    role_name: string;
    console: 'client' | 'admin';
    client_id: string | null;
    client_name: string | null;
    last_signed_in_at: Date | string | null;
    deactivated: boolean;
    invitation_open: boolean;
  }>(
    `SELECT u.user_id, u.first_name, u.last_name, u.email, u.mobile, u.role_name, u.console, u.client_id, c.client_name,
            u.last_signed_in_at, u.deactivated_at IS NOT NULL AS deactivated, (${OPEN_INVITATION}) AS invitation_open
       FROM users u LEFT JOIN clients c ON c.client_id = u.client_id
      WHERE $1::text IS NULL OR u.client_id = $1
      ORDER BY u.console, u.client_id NULLS FIRST, u.created_at, u.user_id`,
    [clientId ?? null],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    mobile: row.mobile,
    roleName: row.role_name,
    status: row.deactivated ? 'Inactive' : row.invitation_open ? 'Invited' : 'Active',
    console: row.console,
    clientId: row.client_id,
    clientName: row.client_name,
    lastSignedInAt: row.last_signed_in_at ? new Date(row.last_signed_in_at).toISOString() : null,
    self: row.user_id === callerId,
    invitationOpen: row.invitation_open && !row.deactivated,
  }));
}

/** Locks the client (so concurrent invitations count one after another) and answers its plan's settings, if any. */
export async function lockClientPlan(tx: Queryable, clientId: string): Promise<PlanSettings | null> {
  const { rows } = await tx.query<{ settings: PlanSettings | null }>(
    `SELECT p.settings FROM clients c LEFT JOIN subscription_plans p ON p.plan_id = c.plan_id
      WHERE c.client_id = $1 FOR UPDATE OF c`,
    [clientId],
  );
  return rows[0]?.settings ?? null;
}

/** How many of the client's users are not deactivated (invited ones count: they hold a seat). */
export async function activeUserCount(tx: Queryable, clientId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE client_id = $1 AND deactivated_at IS NULL',
    [clientId],
  );
  return rows[0].n;
}

/** How many active back-office admins the client has. */
export async function activeBackOfficeAdmins(tx: Queryable, clientId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE client_id = $1 AND role_name = $2 AND deactivated_at IS NULL',
    [clientId, BACK_OFFICE_ADMIN],
  );
  return rows[0].n;
}

/** A user locked for a change, within the client when one is given; undefined when there is none such. */
export async function lockUser(
  tx: Queryable,
  userId: string,
  clientId: string | undefined,
): Promise<
  | (ManagedUser & {
      clientId: string | null;
      email: string;
      invitationOpen: boolean;
      /** Deactivated by the provider's staff (the admin console): only they may reactivate it. */
      deactivatedByAdmin: boolean;
    })
  | undefined
> {
  const { rows } = await tx.query<{
    user_id: string;
    role_name: string;
    client_id: string | null;
    email: string;
    active: boolean;
    invitation_open: boolean;
    deactivated_by_admin: boolean;
  }>(
    `SELECT u.user_id, u.role_name, u.client_id, u.email, u.deactivated_at IS NULL AS active,
            (${OPEN_INVITATION}) AS invitation_open,
            EXISTS (SELECT 1 FROM users d WHERE d.user_id = u.deactivated_by AND d.console = 'admin')
              AS deactivated_by_admin
       FROM users u WHERE u.user_id = $1 AND ($2::text IS NULL OR u.client_id = $2) FOR UPDATE OF u`,
    [userId, clientId ?? null],
  );
  const row = rows[0];
  return row
    ? {
        userId: row.user_id,
        roleName: row.role_name,
        clientId: row.client_id,
        email: row.email,
        active: row.active,
        invitationOpen: row.invitation_open,
        deactivatedByAdmin: row.deactivated_by_admin,
      }
    : undefined;
}

/** What changed on a user, kept with who did it and when. */
export interface AuditEntry {
  userId: string;
  clientId: string | null;
  action: 'invited' | 'invitation_resent' | 'role_changed' | 'deactivated' | 'reactivated';
  changes?: Record<string, unknown>;
  doneBy: string;
}

/** Records one change of a user (in the transaction that makes it). */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query('INSERT INTO user_audit (user_id, client_id, action, changes, done_by) VALUES ($1, $2, $3, $4, $5)', [
    entry.userId,
    entry.clientId,
    entry.action,
    JSON.stringify(entry.changes ?? {}),
    entry.doneBy,
  ]);
}

/** Ends the user's open invitation links and sends a new one by e-mail through the outbox. */
export async function sendInvitation(app: FastifyInstance, tx: Queryable, userId: string, email: string) {
  await tx.query('UPDATE reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  const link = await issueSetPasswordLink(app, tx, userId, INVITATION_HOURS * 60);
  await app.outbox.send(tx, {
    to: email,
    channel: 'email',
    subject: message('users.invitationSubject'),
    body: message('users.invitationText', { hours: INVITATION_HOURS, link }),
    link,
  });
}

/** Deactivates a user: its sessions end and its unused set-password links stop working, at once. */
export async function deactivate(tx: Queryable, userId: string, by: string): Promise<void> {
  await tx.query('UPDATE users SET deactivated_at = now(), deactivated_by = $2 WHERE user_id = $1', [userId, by]);
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  await tx.query('UPDATE reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** Reactivates a user. */
export async function reactivate(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE users SET deactivated_at = NULL, deactivated_by = NULL WHERE user_id = $1', [userId]);
}

/** The client a user belongs to (null for the admin console's), looked for within `own` when given; undefined when none. */
export async function userClient(
  tx: Queryable,
  userId: string,
  own: string | undefined,
): Promise<{ clientId: string | null } | undefined> {
  const { rows } = await tx.query<{ client_id: string | null }>(
    'SELECT client_id FROM users WHERE user_id = $1 AND ($2::text IS NULL OR client_id = $2)',
    [userId, own ?? null],
  );
  return rows[0] && { clientId: rows[0].client_id };
}

/** A client's type ('Business' / 'Individual'), if the client exists. */
export async function clientType(db: Queryable, clientId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ client_type: string }>('SELECT client_type FROM clients WHERE client_id = $1', [
    clientId,
  ]);
  return rows[0]?.client_type;
}

/** A user the client's back-office admin invites. */
export interface Invitee {
  userId: string;
  clientId: string;
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  roleName: string;
  invitedBy: string;
}

/** Stores an invited user, who sets a password from the invitation. */
export async function insertInvitee(tx: Queryable, invitee: Invitee): Promise<void> {
  await tx.query(
    `INSERT INTO users (user_id, client_id, console, email, mobile, first_name, last_name, role_name, view_tour,
                        invited_at, invited_by)
     VALUES ($1, $2, 'client', $3, $4, $5, $6, $7, true, now(), $8)`,
    [
      invitee.userId,
      invitee.clientId,
      invitee.email,
      invitee.mobile,
      invitee.firstName,
      invitee.lastName,
      invitee.roleName,
      invitee.invitedBy,
    ],
  );
}

/** Gives a user another role. */
export async function setRole(tx: Queryable, userId: string, roleName: string): Promise<void> {
  await tx.query('UPDATE users SET role_name = $2 WHERE user_id = $1', [userId, roleName]);
}
