// The frame around guarded screens (spec 1 section 2.2): sidebar from the stored privileges, a 75 px top bar, banners, profile menu.
import { AppShell, Burger, Group, Image, Loader, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useBareRoute, useRouteTitle } from './route-meta';
import { readSession } from './session';
import { SessionWatch } from './session-life/SessionWatch';
import { ProfileMenu } from './shell/ProfileMenu';
import { readMenu, Sidebar } from './shell/Sidebar';
import { TopBanner } from './shell/TopBanner';
import { useImage } from './shell/use-image';
import { Tour } from './tour/Tour';

export type { MenuItem } from './shell/Sidebar';
export { readMenu } from './shell/Sidebar';

/** Spec 1 section 2.2: top bar height. */
export const TOP_BAR_HEIGHT = 75;

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
  const logo = useImage('company_logo', bare ? null : readSession('clientId'));
  useEffect(() => {
    document.title = title ? `${title} | TradePay` : 'TradePay';
  }, [title]);
  if (bare) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SessionWatch />
        <Outlet />
      </Suspense>
    );
  }
  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SessionWatch />
      <Tour />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle menu" />
            {logo ? <Image src={logo} alt="Company logo" h={40} w="auto" fit="contain" /> : null}
            <Title order={1} size="h3">
              {title}
            </Title>
          </Group>
          <Group wrap="nowrap">
            <TopBanner />
            <ProfileMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <ScrollArea>
          <Sidebar items={readMenu(readSession('privileges'))} />
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
