// The sidebar: the menu stored as the user's privileges, with child menus and icons by menu id.
import { NavLink } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router-dom';
import { menuIcon } from './icons';

/** A menu entry as the privileges store it (spec 1 section 3). */
export interface MenuItem {
  id: string;
  title: string;
  path: string;
  icon_id?: string;
  children?: { id: string; title: string; path: string }[];
}

/** Parses the stored privileges; anything unreadable counts as no menu. */
export function readMenu(raw: string | null): MenuItem[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? (parsed as MenuItem[]) : [];
  } catch {
    return [];
  }
}

/** The menu entries; a parent with children opens while one of them is the current page. */
export function Sidebar({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main menu">
      {items.map((item) => {
        const Icon = menuIcon(item.icon_id ?? item.id);
        const icon = <Icon size={18} stroke={1.6} aria-hidden />;
        return item.children?.length ? (
          <NavLink
            key={item.id}
            label={item.title}
            leftSection={icon}
            defaultOpened={item.children.some((child) => pathname.startsWith(child.path))}
          >
            {item.children.map((child) => (
              <NavLink key={child.id} label={child.title} component={RouterLink} to={child.path} end />
            ))}
          </NavLink>
        ) : (
          <NavLink key={item.id} label={item.title} leftSection={icon} component={RouterLink} to={item.path} end />
        );
      })}
    </nav>
  );
}
