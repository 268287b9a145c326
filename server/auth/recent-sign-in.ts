// Changing the password or the mobile from a session needs a recent sign-in (ASVS 5.0 V7.5.1 re-authentication).
import type { SessionUser } from './sessions';
import { ApiError } from '../plugins/envelope';
import { message } from '../../src/engine/core/message';

/** The refusal's data: tells the browser that signing in again is the way through. */
export const REAUTHENTICATE = { reauthenticate: true };

/**
 * Refuses (400, not 401/403: the session stays valid for everything else) when the session's sign-in is older than
 * `minutes`; a new sign-in makes a new session, so signing in again is the proof.
 */
export function requireRecentSignIn(user: SessionUser, minutes: number): void {
  if (user.signedInSecondsAgo <= minutes * 60) return;
  throw new ApiError(400, message('auth.reauthenticate', { minutes }), REAUTHENTICATE);
}
