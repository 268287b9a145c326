// Session tokens: random, stored only as a hash, expiring, revocable, and bound to the console that issued them.
import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleKind } from '../config';
import type { Queryable } from '../db/db';

/** How long a session lasts without a new sign-in. */
export const SESSION_HOURS = 12;

/** The signed-in user a request carries. */
export interface SessionUser {
  userId: string;
  clientId: string | null;
  email: string;
  roleName: string;
  console: ConsoleKind;
  clientStatus: string | null;
  /** Seconds since the sign-in that made this session, by the database's clock (a new sign-in makes a new session). */
  signedInSecondsAgo: number;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a 256-bit token for a user in one console; only its hash is stored. */
export async function createSession(db: Queryable, userId: string, console: ConsoleKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, console, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [hash(token), userId, console, SESSION_HOURS],
  );
  return token;
}

/**
 * The user behind a token in this console, or null when it is unknown, expired, revoked, another console's or its
 * user deactivated. The role is read from the users table on every call, so a change applies to the next request.
 */
export async function findSession(db: Queryable, token: string, console: ConsoleKind): Promise<SessionUser | null> {
  const { rows } = await db.query<{
    user_id: string;
    client_id: string | null;
    email: string;
    role_name: string;
    console: ConsoleKind;
    client_status: string | null;
    signed_in_seconds_ago: number;
  }>(
    `SELECT u.user_id, u.client_id, u.email, u.role_name, s.console, c.client_status,
            EXTRACT(EPOCH FROM now() - s.created_at)::float8 AS signed_in_seconds_ago
       FROM sessions s JOIN users u ON u.user_id = s.user_id LEFT JOIN clients c ON c.client_id = u.client_id
      WHERE s.token_hash = $1 AND s.console = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.deactivated_at IS NULL`,
    [hash(token), console],
  );
  const row = rows[0];
  return row
    ? {
        userId: row.user_id,
        clientId: row.client_id,
        email: row.email,
        roleName: row.role_name,
        console: row.console,
        clientStatus: row.client_status,
        signedInSecondsAgo: Number(row.signed_in_seconds_ago),
      }
    : null;
}

/** Revokes a token (logout). */
export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hash(token)]);
}
