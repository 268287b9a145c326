// After any sign-in: route as spec 1 table 4.2 says, or show the activation message and reload.
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { callAction } from '../../api/actions';
import { destinationAfterLogin } from '../after-login';
import { currentConsole } from '../../session/console';
import type { LoginResponse } from '../../session/session';

/** Reload delay after the activation message, so it can be read. */
const RELOAD_AFTER_MS = 3000;

/** Returns the handler a sign-in flow calls with its login response. */
export function useAfterLogin() {
  const navigate = useNavigate();
  return async (login: LoginResponse) => {
    const destination = await destinationAfterLogin(
      currentConsole(),
      login,
      () => callAction('shipments.count') as Promise<number>,
    );
    if ('path' in destination) return navigate(destination.path, { replace: true });
    notifications.show({ color: 'yellow', message: destination.message, autoClose: RELOAD_AFTER_MS });
    setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  };
}
