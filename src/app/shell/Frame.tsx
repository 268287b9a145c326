// The frame around guarded screens (spec 1 section 2.2): sidebar from the stored privileges, a 75 px top bar, banners,
// profile menu and the tour. Its own chunk: public screens (sign-in first) never download it.
import { AppShell, Burger, Group, Image, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { readSession } from '../session';
import { SessionWatch } from '../session-life/SessionWatch';
import { PageLoader } from './PageLoader';
import { ProfileMenu } from './ProfileMenu';
import { readMenu, Sidebar } from './Sidebar';
import { TopBanner } from './TopBanner';
import { useImage } from './use-image';

/** The demo tour, fetched only for a session that is to see it (new sign-ups). */
const Tour = lazy(() => import('../tour/Tour').then((module) => ({ default: module.Tour })));

/** Spec 1 section 2.2: top bar height. */
export const TOP_BAR_HEIGHT = 75;

/** The sidebar, top bar and the screen of the current route. */
export default function Frame({ title }: { title: string }) {
  const [opened, { toggle }] = useDisclosure();
  const logo = useImage('company_logo', readSession('clientId'));
  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SessionWatch />
      {readSession('viewTour') === 'true' ? (
        <Suspense fallback={null}>
          <Tour />
        </Suspense>
      ) : null}
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
        {/* the browser's own scrolling: Mantine's ScrollArea would bring floating-ui (14 KiB) to every guarded screen */}
        <AppShell.Section grow mih={0} style={{ overflowY: 'auto' }}>
          <Sidebar items={readMenu(readSession('privileges'))} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
