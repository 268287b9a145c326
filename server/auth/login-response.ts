// The login response of spec 1 section 3, with the role's menu as privileges, for every way of signing in.
import { readFileSync } from 'node:fs';
import type { MenuItem, MenusDeclaration } from '../../src/engine/core/declarations';
import type { ConsoleKind } from '../config';
import type { Queryable } from '../db/db';
import { createSession } from './sessions';

/**
 * The menus as the file declares them. Who may call a route is read from them (`rolesWithMenu`); a version published
 * from the Schema Lab changes only labels (server/schema-lab/texts-only.ts), so the paths and roles are the file's.
 */
const DECLARED = JSON.parse(
  readFileSync(new URL('../../schemas/auth/menus.json', import.meta.url), 'utf8'),
) as MenusDeclaration;
const MENUS = DECLARED.menus;

/** A menu's entries less those whose id is in `without`, at every depth. */
const leaveOut = (items: MenuItem[], without: string[]): MenuItem[] =>
  items
    .filter((item) => !without.includes(item.id))
    .map((item) => (item.children ? { ...item, children: leaveOut(item.children, without) } : item));

/**
 * The menu a role sees (spec 1 section 6) in `menus`, the menus in force (`app.declarations.menus()`, labels as
 * published), less what they leave out for the client's type.
 */
export const menuFor = (menus: MenusDeclaration, roleName: string, clientType?: string | null): MenuItem[] =>
  leaveOut(menus.menus[roleName] ?? [], (clientType && menus.withoutForClientType?.[clientType]) || []);

/** The type of a user's client (Business or Individual); null for the admin console's users. */
export async function clientTypeOf(db: Queryable, clientId: string | null): Promise<string | null> {
  if (!clientId) return null;
  const { rows } = await db.query<{ client_type: string }>('SELECT client_type FROM clients WHERE client_id = $1', [
    clientId,
  ]);
  return rows[0]?.client_type ?? null;
}

/** The roles whose menu (or a submenu) leads to a path: who may call the routes behind that screen. */
export function rolesWithMenu(path: string): string[] {
  const leadsTo = (items: unknown[]): boolean =>
    items.some((item) => {
      const entry = item as { path?: string; children?: unknown[] };
      return entry.path === path || leadsTo(entry.children ?? []);
    });
  return Object.keys(MENUS).filter((role) => leadsTo(MENUS[role]));
}

/** A user row as sign-in reads it. */
export interface UserRow {
  user_id: string;
  client_id: string | null;
  console: ConsoleKind;
  email: string;
  mobile: string | null;
  first_name: string | null;
  last_name: string | null;
  role_name: string;
  password_hash: string | null;
  view_tour: boolean;
  client_status: string | null;
  client_type: string | null;
  business_category: string | null;
  client_purpose: string | null;
}

/** Finds a user of this console by e-mail or mobile; a deactivated user is not found, so it cannot sign in. */
export async function findUser(
  db: Queryable,
  by: 'email' | 'mobile',
  value: string,
  console: ConsoleKind,
): Promise<UserRow | undefined> {
  const column = by === 'email' ? 'lower(u.email) = lower($1)' : 'u.mobile = $1';
  const { rows } = await db.query<UserRow>(
    `SELECT u.*, c.client_status, c.client_type, c.business_category, c.client_purpose
       FROM users u LEFT JOIN clients c ON c.client_id = u.client_id WHERE ${column} AND u.console = $2 AND u.deactivated_at IS NULL`,
    [value, console],
  );
  return rows[0];
}

/** Issues a session and answers with everything the browser stores, the menu as in force (`menus`). */
export async function loginResponse(db: Queryable, user: UserRow, console: ConsoleKind, menus: MenusDeclaration) {
  const token = await createSession(db, user.user_id, console);
  await db.query('UPDATE users SET last_signed_in_at = now() WHERE user_id = $1', [user.user_id]);
  return {
    token,
    clientId: user.client_id,
    userId: user.user_id,
    email: user.email,
    mobile: user.mobile,
    userName: [user.first_name, user.last_name].filter(Boolean).join(' '),
    roles: [{ roleName: user.role_name }],
    clientStatus: user.client_status,
    userFirstName: user.first_name,
    userLastName: user.last_name,
    clientType: user.client_type,
    businessCategory: user.business_category,
    clientPurpose: user.client_purpose,
    viewTour: user.view_tour,
    privileges: menuFor(menus, user.role_name, user.client_type),
  };
}
