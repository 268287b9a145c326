// The frame around guarded screens (spec 1 section 2.2): sidebar from the stored privileges, a 75 px top bar, banners,
// profile menu and the tour. Its own chunk: public screens (sign-in first) never download it.
import { Group, Title, UnstyledButton } from '@mantine/core';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useId } from 'react';
import { lazyNamed } from '../../engine/arrival';
import { Outlet } from 'react-router-dom';
import { readSession } from '../../session/session';
import { SessionWatch } from '../session-life/SessionWatch';
import { ProfileMenu } from './ProfileMenu';
import { readMenu, Sidebar } from './Sidebar';
import classes from './Frame.module.css';
import { TopBanner } from './TopBanner';
import { useImage } from './use-image';
import { warmLocaleWhenIdle } from './warm-locale';

/** The demo tour, fetched only for a session that is to see it (new sign-ups). */
const Tour = lazyNamed(() => import('../tour/Tour'), 'Tour');

/** The sidebar, top bar and the screen of the current route. */
export default function Frame({ title }: { title: string }) {
  const [opened, { toggle }] = useDisclosure();
  const logo = useImage('company_logo', readSession('clientId'));
  const navbar = useId();
  useEffect(warmLocaleWhenIdle, []);
  return (
    <>
      <SessionWatch />
      {readSession('viewTour') === 'true' ? <Tour /> : null}
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <UnstyledButton
              className={classes.menuButton}
              onClick={toggle}
              hiddenFrom="sm"
              aria-label="Toggle menu"
              aria-expanded={opened}
              aria-controls={navbar}
            >
              {opened ? <IconX size={22} aria-hidden /> : <IconMenu2 size={22} aria-hidden />}
            </UnstyledButton>
            {logo ? <img className={classes.logo} src={logo} alt="Company logo" /> : null}
            <Title order={1} size="h3">
              {title}
            </Title>
          </Group>
          <Group wrap="nowrap">
            <TopBanner />
            <ProfileMenu />
          </Group>
        </Group>
      </header>
      {/* the browser's own scrolling: Mantine's ScrollArea would bring floating-ui (14 KiB) to every guarded screen */}
      <div id={navbar} className={classes.navbar} data-opened={opened || undefined}>
        <Sidebar items={readMenu(readSession('privileges'))} />
      </div>
      <main className={classes.main}>
        <Outlet />
      </main>
    </>
  );
}
