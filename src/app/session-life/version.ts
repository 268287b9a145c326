// Spec 1 section 4.4: a new app version prompts once, and Later keeps quiet for five minutes.
import { readSession, writeSession } from '../../session/session';

/** Spec 1 section 9: version prompt snooze. */
export const SNOOZE_MS = 5 * 60_000;
const SNOOZE_KEY = 'versionSnoozeUntil';

/** True when the version a response announced should prompt: one is stored, it differs, and Later is not in force. */
export function shouldPrompt(announced: string, now = Date.now(), store: Storage = sessionStorage): boolean {
  const stored = readSession('appVersion', store);
  if (!stored) {
    writeSession('appVersion', announced, store);
    return false;
  }
  return stored !== announced && now >= Number(store.getItem(SNOOZE_KEY) ?? 0);
}

/** Later: no prompt for five minutes. */
export const snooze = (now = Date.now(), store: Storage = sessionStorage) =>
  store.setItem(SNOOZE_KEY, String(now + SNOOZE_MS));

/** Reload: the announced version becomes the stored one. */
export const accept = (announced: string, store: Storage = sessionStorage) =>
  writeSession('appVersion', announced, store);
