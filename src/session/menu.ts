// Where the signed-in user's menu leads (the login's privileges, declared in schemas/auth/menus.json), so code asks
// the declaration instead of naming roles.
import { readSession } from './session';

/** The paths a menu leads to, in its order, submenus included; nothing for what is not a menu. */
export const menuPaths = (items: unknown): string[] =>
  Array.isArray(items)
    ? items.flatMap((item: { path?: unknown; children?: unknown }) => [
        ...(typeof item?.path === 'string' ? [item.path] : []),
        ...menuPaths(item?.children),
      ])
    : [];

/** True when the signed-in user's menu (or a submenu) leads to path. */
export function menuLeadsTo(path: string, store: Storage = sessionStorage): boolean {
  try {
    return menuPaths(JSON.parse(readSession('privileges', store) ?? '[]')).includes(path);
  } catch {
    return false;
  }
}
