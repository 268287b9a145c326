// One session value as React state: a screen showing it re-renders when it is written (a client's status changed).
import { useSyncExternalStore } from 'react';
import { readSession, sessionChanges, type SessionKey } from '../session/session';

const subscribe = (listener: () => void) => {
  sessionChanges.addEventListener('change', listener);
  return () => sessionChanges.removeEventListener('change', listener);
};

/** The current value of key in session storage. */
export function useSessionValue(key: SessionKey): string | null {
  return useSyncExternalStore(subscribe, () => readSession(key));
}
