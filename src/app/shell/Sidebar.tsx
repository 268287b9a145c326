// The sidebar: the menu stored as the user's privileges, with child menus and icons by menu id.
import { UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { menuIconHref } from './icons';
import classes from './Sidebar.module.css';

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

/** A menu entry's icon, drawn from the sprite in the entry's text colour (Tabler's outline look at 18 px). */
const MenuIcon = ({ href }: { href: string }) => (
  <svg
    width={18}
    height={18}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.6}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <use href={href} />
  </svg>
);

/** A link to a screen; the current page's is marked (aria-current) and tinted. */
const MenuLink = ({ to, icon, title }: { to: string; icon?: ReactNode; title: string }) => (
  <NavLink className={classes.link} to={to} end>
    {icon}
    <span className={classes.label}>{title}</span>
  </NavLink>
);

/** A parent entry: a button that shows or hides its child links, open from the start while one is the current page. */
function MenuGroup({ item, icon }: { item: MenuItem & Required<Pick<MenuItem, 'children'>>; icon: ReactNode }) {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => item.children.some((child) => pathname.startsWith(child.path)));
  const id = useId();
  return (
    <>
      <UnstyledButton
        className={classes.link}
        aria-expanded={opened}
        aria-controls={id}
        onClick={() => setOpened((open) => !open)}
      >
        {icon}
        <span className={classes.label}>{item.title}</span>
        <IconChevronRight className={classes.chevron} size={14} stroke={1.5} aria-hidden />
      </UnstyledButton>
      <div id={id} className={classes.children} hidden={!opened}>
        {item.children.map((child) => (
          <MenuLink key={child.id} to={child.path} title={child.title} />
        ))}
      </div>
    </>
  );
}

/** The menu entries; a parent with children opens while one of them is the current page. */
export function Sidebar({ items }: { items: MenuItem[] }) {
  return (
    <nav aria-label="Main menu">
      {items.map((item) => {
        const icon = <MenuIcon href={menuIconHref(item.icon_id ?? item.id)} />;
        return item.children?.length ? (
          <MenuGroup key={item.id} item={{ ...item, children: item.children }} icon={icon} />
        ) : (
          <MenuLink key={item.id} to={item.path} icon={icon} title={item.title} />
        );
      })}
    </nav>
  );
}
