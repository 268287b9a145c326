// Known devices: a random cookie set after a successful sign-in and kept only as a hash, so the owner's own browser is
// a sign-in source of its own that failures from other addresses or devices never slow (see throttle.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleKind } from '../config';
import type { Queryable } from '../db/db';

/** How long a device stays known after its last sign-in (and how long its cookie lives). */
export const KNOWN_DEVICE_DAYS = 180;

/** The cookie's name: one per console, so signing in to one console never replaces the other's. */
export const deviceCookieName = (console: ConsoleKind): string => `tradepay_device_${console}`;

/** 256 random bits, base64url. */
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** The cookie's value on this request, when it carries a well-formed one. */
function deviceCookie(request: FastifyRequest, console: ConsoleKind): string | null {
  const prefix = `${deviceCookieName(console)}=`;
  const value = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return value && WELL_FORMED.test(value) ? value : null;
}

/** The hash of this request's device cookie, or null when it has none. */
export function deviceHashOf(request: FastifyRequest, console: ConsoleKind): string | null {
  const value = deviceCookie(request, console);
  return value ? hash(value) : null;
}

/** True when this device signed in to the user's account in this console within KNOWN_DEVICE_DAYS. */
export async function isKnownDevice(
  db: Queryable,
  console: ConsoleKind,
  userId: string,
  deviceHash: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM auth_devices WHERE device_hash = $1 AND console = $2 AND user_id = $3
        AND last_seen_at > now() - make_interval(days => $4)`,
    [deviceHash, console, userId, KNOWN_DEVICE_DAYS],
  );
  return rows.length > 0;
}

/**
 * After a successful sign-in: keeps this device (its cookie, or a new one) as known to the user's account and sets the
 * cookie, HttpOnly (no script reads it), SameSite=Strict, Secure over https, and only for the sign-in routes.
 */
export async function rememberDevice(
  app: Pick<FastifyInstance, 'db' | 'console'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const value = deviceCookie(request, app.console) ?? randomBytes(32).toString('base64url');
  await app.db.query(
    `INSERT INTO auth_devices (device_hash, console, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (device_hash, console, user_id) DO UPDATE SET last_seen_at = now()`,
    [hash(value), app.console, userId],
  );
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${deviceCookieName(app.console)}=${value}; Path=/api/auth; Max-Age=${KNOWN_DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`,
  );
}
