// The System Config page's list: the entries of the caller's own System Config menu, from the same menu data as its
// sidebar (role and client type), each with the line on what it does.
import type { MenusDeclaration } from '../../src/engine/core/declarations';
import { menuFor } from '../auth/login-response';

/** The path of the System Config group in the menus (schemas/auth/menus.json). */
export const SYSTEM_CONFIG_PATH = '/admin-service';

interface Entry {
  id: string;
  title: string;
  path?: string;
  description?: string;
  children?: Entry[];
}

/** The children of the caller's System Config entry in the menus in force; none when its menu has no such entry. */
export function systemConfigEntries(menus: MenusDeclaration, roleName: string, clientType: string | null) {
  const group = (menuFor(menus, roleName, clientType) as Entry[]).find((entry) => entry.path === SYSTEM_CONFIG_PATH);
  return (group?.children ?? []).map(({ id, title, path, description }) => ({ id, title, path, description }));
}
