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

/** Tells listeners (useSessionValue) that a session value was written. */
export const sessionChanges = new EventTarget();

/**
 * The cookie that repeats the session's facts a wizard is chosen by (role, purpose, client type), as a JSON array. The
 * server reads it only to name the chosen wizard's files among a page's first ones (server/plugins/wizard-hint.ts): a
 * hint for fetching, never a decision, which the session and the stored record make. (The server names it again.)
 */
export const WIZARD_FACTS_COOKIE = 'wizard-facts';
const FACT_KEYS: SessionKey[] = ['roleName', 'clientPurpose', 'clientType'];

/** Writes the facts cookie from the browser's session storage, or removes it when the session has none. */
function hintFacts(store: Storage) {
  if (typeof document === 'undefined' || store !== globalThis.sessionStorage) return;
  const facts = FACT_KEYS.map((key) => readSession(key, store));
  document.cookie = facts.some((fact) => fact !== null)
    ? `${WIZARD_FACTS_COOKIE}=${encodeURIComponent(JSON.stringify(facts))}; Path=/; SameSite=Strict`
    : `${WIZARD_FACTS_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}

/** Writes (or, with null, removes) one session value. */
export function writeSession(key: SessionKey, value: string | null, store: Storage = sessionStorage): void {
  if (value === null) store.removeItem(SESSION_KEYS[key]);
  else store.setItem(SESSION_KEYS[key], value);
  if (FACT_KEYS.includes(key)) hintFacts(store);
  sessionChanges.dispatchEvent(new Event('change'));
}

/** True when a session token is stored. */
export const isSignedIn = (store: Storage = sessionStorage): boolean => Boolean(readSession('token', store));

/** Clears the session but keeps the privileges, as logout and session expiry do (spec 1 section 4.4). */
export function clearSession(store: Storage = sessionStorage): void {
  const privileges = readSession('privileges', store);
  store.clear();
  hintFacts(store);
  if (privileges !== null) writeSession('privileges', privileges, store);
}

/** The login response of spec 1 section 3, as sign-in, token sign-in and sign-up answer it. */
export interface LoginResponse {
  token: string;
  clientId: string | null;
  userId: string;
  email: string;
  mobile: string | null;
  userName: string;
  roles: { roleName: string }[];
  clientStatus: string | null;
  userFirstName: string | null;
  userLastName: string | null;
  clientType: string | null;
  businessCategory: string | null;
  clientPurpose?: string | null;
  viewTour: boolean;
  privileges?: unknown[];
}

/** Keeps everything of a login response in session storage. */
export function storeLogin(login: LoginResponse, store: Storage = sessionStorage): void {
  const values: [SessionKey, unknown][] = [
    ['token', login.token],
    ['clientId', login.clientId],
    ['userId', login.userId],
    ['email', login.email],
    ['mobile', login.mobile],
    ['userName', login.userName],
    ['roleName', login.roles[0]?.roleName],
    ['clientStatus', login.clientStatus],
    ['firstName', login.userFirstName],
    ['lastName', login.userLastName],
    ['clientType', login.clientType],
    ['businessCategory', login.businessCategory],
    ['clientPurpose', login.clientPurpose],
    ['viewTour', login.viewTour ? 'true' : null],
    ['privileges', login.privileges ? JSON.stringify(login.privileges) : null],
  ];
  for (const [key, value] of values)
    writeSession(key, value === null || value === undefined ? null : String(value), store);
}
