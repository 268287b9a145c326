// The profile menu's dropdown (Mantine's Menu, its popover and positioning), fetched the first time the menu opens.
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { callAction } from '../../api/actions';
import { clearSession, readSession } from '../../session/session';
import { message } from '../../engine/core/message';

/** Ends the session on the server, then here, and goes to sign-in; a failure is shown and nothing is cleared. */
async function logout() {
  try {
    await callAction('auth.logout');
  } catch (error) {
    notifications.show({
      color: 'red',
      message: (error as Error).message || message('common.somethingWentWrong'),
      autoClose: 3000,
    });
    return;
  }
  clearSession();
  window.location.assign('/sign-in');
}

/** The menu around `target`, open when it mounts (it mounts on the target's first press). */
export default function ProfileMenuDropdown({ target }: { target: ReactElement }) {
  return (
    <Menu position="bottom-end" width={240} defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
