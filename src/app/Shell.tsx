// The frame around guarded screens (spec 1 section 2.2): sidebar from the stored privileges and a 75 px top bar.
import { AppShell, Burger, Group, Loader, NavLink, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { NavLink as RouterLink, Outlet } from 'react-router-dom';
import { useBareRoute, useRouteTitle } from './route-meta';
import { readSession } from './session';

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

const Menu = ({ items }: { items: MenuItem[] }) => (
  <>
    {items.map((item) =>
      item.children?.length ? (
        <NavLink key={item.id} label={item.title} defaultOpened>
          {item.children.map((child) => (
            <NavLink key={child.id} label={child.title} component={RouterLink} to={child.path} />
          ))}
        </NavLink>
      ) : (
        <NavLink key={item.id} label={item.title} component={RouterLink} to={item.path} />
      ),
    )}
  </>
);

const PageLoader = () => (
  <Group justify="center" p="xl">
    <Loader aria-label="Loading" />
  </Group>
);

/** Renders the screen alone on public paths, inside the sidebar and top bar elsewhere. */
export function Shell() {
  const bare = useBareRoute();
  const title = useRouteTitle();
  const [opened, { toggle }] = useDisclosure();
  useEffect(() => {
    document.title = title ? `${title} | TradePay` : 'TradePay';
  }, [title]);
  if (bare) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    );
  }
  return (
    <AppShell
      header={{ height: 75 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle menu" />
          <Title order={1} size="h3">
            {title}
          </Title>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main menu">
        <ScrollArea>
          <Menu items={readMenu(readSession('privileges'))} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
