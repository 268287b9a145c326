// The profile menu (spec 1 section 2.2): name, e-mail and picture; Profile, Set/Reset password, Manage Alerts, Logout.
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { callAction } from '../../api/actions';
import { clearSession, readSession } from '../session';
import { useImage } from './use-image';

const initials = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The menu at the right of the top bar. */
export function ProfileMenu() {
  const name = readSession('userName') ?? '';
  const email = readSession('email') ?? '';
  const picture = useImage('profile_image', readSession('userId'));
  const logout = async () => {
    try {
      await callAction('auth.logout');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: (error as Error).message || 'Something went wrong',
        autoClose: 3000,
      });
      return;
    }
    clearSession();
    window.location.assign('/sign-in');
  };
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label="Profile menu">
          <Group gap="xs">
            <Avatar color="blue" radius="xl" alt={name} src={picture}>
              {initials(name)}
            </Avatar>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile">
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/reset-password">
          Set/Reset password
        </Menu.Item>
        {readSession('roleName') === 'Service Exporter' ? (
          <Menu.Item component={Link} to="/manage-alerts">
            Manage Alerts
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
