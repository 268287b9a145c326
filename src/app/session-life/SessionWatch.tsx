// Reacts to what the API client reports: an ended session (401/403), a forced reload (419), a new app version, a
// change that needs a recent sign-in (the way through: sign in again).
import { useEffect, useState } from 'react';
import { lazyComponent } from '../../engine/arrival';
import { useNavigate } from 'react-router-dom';
import { apiEvents } from '../../api/client';
import { clearSession, isSignedIn, readSession, writeSession } from '../../session/session';
import { accept, shouldPrompt, snooze } from './version';

const SessionDialogs = lazyComponent(() => import('./SessionDialogs'));

/** Spec 1 section 9: the session-expired popup closes itself after 8 seconds. */
export const SESSION_EXPIRED_MS = 8000;

/** Mounted once inside the router. */
export function SessionWatch() {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const [left, setLeft] = useState(SESSION_EXPIRED_MS / 1000);
  const [version, setVersion] = useState<string>();
  /** The server's message while 'Sign in again' is open. */
  const [signInAgain, setSignInAgain] = useState<string>();

  useEffect(() => {
    const ended = () => {
      if (!isSignedIn()) return;
      setLeft(SESSION_EXPIRED_MS / 1000);
      setExpired(true);
    };
    const reload = () => window.location.reload();
    const reauthenticate = (event: Event) => setSignInAgain((event as CustomEvent<string>).detail);
    const announced = (event: Event) => {
      const detail = (event as CustomEvent<string>).detail;
      if (shouldPrompt(detail)) setVersion(detail);
    };
    // An admin's status change reaches a signed-in client with its next call.
    const status = (event: Event) => {
      const value = (event as CustomEvent<string>).detail || null;
      if (isSignedIn() && value !== readSession('clientStatus')) writeSession('clientStatus', value);
    };
    // A saved profile renames the user in the top bar at once.
    const renamed = (event: Event) => {
      const user = (event as CustomEvent<{ userFirstName?: string; userLastName?: string; mobile?: string }>).detail;
      if (!user) return;
      writeSession('firstName', user.userFirstName ?? null);
      writeSession('lastName', user.userLastName ?? null);
      writeSession('mobile', user.mobile ?? null);
      writeSession('userName', [user.userFirstName, user.userLastName].filter(Boolean).join(' '));
    };
    window.addEventListener('profile-changed', renamed);
    apiEvents.addEventListener('client-status', status);
    apiEvents.addEventListener('session-ended', ended);
    apiEvents.addEventListener('reload', reload);
    apiEvents.addEventListener('reauthenticate', reauthenticate);
    apiEvents.addEventListener('version', announced);
    return () => {
      window.removeEventListener('profile-changed', renamed);
      apiEvents.removeEventListener('client-status', status);
      apiEvents.removeEventListener('session-ended', ended);
      apiEvents.removeEventListener('reload', reload);
      apiEvents.removeEventListener('reauthenticate', reauthenticate);
      apiEvents.removeEventListener('version', announced);
    };
  }, []);

  useEffect(() => {
    if (!expired) return;
    const tick = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    const end = setTimeout(() => {
      clearSession();
      setExpired(false);
      navigate('/sign-in', { replace: true });
    }, SESSION_EXPIRED_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [expired, navigate]);

  // The dialogs are fetched the first time one is needed and then stay mounted, so they close as Mantine closes them.
  const [needed, setNeeded] = useState(false);
  if ((expired || version || signInAgain) && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <SessionDialogs
      expired={expired}
      left={left}
      version={version}
      onLater={() => {
        snooze();
        setVersion(undefined);
      }}
      onReload={() => {
        accept(version!);
        window.location.reload();
      }}
      signInAgain={signInAgain}
      onStay={() => setSignInAgain(undefined)}
      onSignedOut={() => setSignInAgain(undefined)}
    />
  );
}
