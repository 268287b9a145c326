// The profile menu (spec 1 section 2.2): name, e-mail and picture; Profile, Set/Reset password, Manage Alerts, Logout.
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { lazyComponent } from '../../engine/arrival';
import { readSession } from '../../session/session';
import { useSessionValue } from '../use-session-value';
import { useImage } from './use-image';
import classes from './ProfileMenu.module.css';

const ProfileMenuDropdown = lazyComponent(() => import('./ProfileMenuDropdown'));

const initials = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The menu at the right of the top bar; its dropdown is fetched on the first press and opens when it arrives. */
export function ProfileMenu() {
  const name = useSessionValue('userName') ?? '';
  const email = readSession('email') ?? '';
  const picture = useImage('profile_image', readSession('userId'));
  const [pressed, setPressed] = useState(false);
  const target = (
    <UnstyledButton
      aria-label="Profile menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={pressed ? undefined : () => setPressed(true)}
    >
      <Group gap="xs">
        {/* the name is written beside it: the picture adds nothing for a screen reader */}
        <span className={classes.avatar} aria-hidden>
          {picture ? <img src={picture} alt="" /> : initials(name)}
        </span>
        <div>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {email}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
  if (!pressed) return target;
  return <ProfileMenuDropdown fallback={target} target={target} />;
}
