// The signed-in session lives in session storage under the keys of spec 1 section 3.
export const SESSION_KEYS = {
  token: 'token',
  email: 'email',
  userName: 'userName',
  roleName: 'roleName',
  privileges: 'userPrivileges',
  viewTour: 'viewTour',
  appVersion: 'appVersion',
  clientId: 'clientId',
  userId: 'userId',
  mobile: 'mobile',
  firstName: 'userFirstName',
  lastName: 'userLastName',
  clientStatus: 'clientStatus',
  clientType: 'clientType',
  businessCategory: 'businessCategory',
  clientPurpose: 'clientPurpose',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

/** Reads one session value. */
export const readSession = (key: SessionKey, store: Storage = sessionStorage): string | null =>
  store.getItem(SESSION_KEYS[key]);

/** Writes (or, with null, removes) one session value. */
export function writeSession(key: SessionKey, value: string | null, store: Storage = sessionStorage): void {
  if (value === null) store.removeItem(SESSION_KEYS[key]);
  else store.setItem(SESSION_KEYS[key], value);
}

/** True when a session token is stored. */
export const isSignedIn = (store: Storage = sessionStorage): boolean => Boolean(readSession('token', store));

/** Clears the session but keeps the privileges, as logout and session expiry do (spec 1 section 4.4). */
export function clearSession(store: Storage = sessionStorage): void {
  const privileges = readSession('privileges', store);
  store.clear();
  if (privileges !== null) writeSession('privileges', privileges, store);
}
