// Who is trying: the account an identifier names in this console, and where the attempt comes from (a device that
// signed in to that account before, else the address), so throttle.ts can count failures per account and source.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deviceHashOf, isKnownDevice } from './devices';

/** One account's attempts from one source. */
export interface AttemptSource {
  /** The account in its console: `client/user:<id>`, or `client/id:<identifier>` when no account there has it. */
  account: string;
  /** The account and the source (`.../device:<hash>` or `.../ip:<address>`): the key of the source's own count. */
  key: string;
  /** The source is a device that signed in to this account before: failures from elsewhere never stop it. */
  knownDevice: boolean;
}

type App = Pick<FastifyInstance, 'db' | 'console'>;

/** The source of an attempt on the account of a signed-in user (its known device, else its address). */
export async function userSource(app: App, request: FastifyRequest, userId: string): Promise<AttemptSource> {
  const account = `${app.console}/user:${userId}`;
  const device = deviceHashOf(request, app.console);
  const knownDevice = device !== null && (await isKnownDevice(app.db, app.console, userId, device));
  return { account, key: `${account}/${knownDevice ? `device:${device}` : `ip:${request.ip}`}`, knownDevice };
}

/**
 * The source of an attempt on the account an e-mail or mobile names in this console. An identifier no account of this
 * console has gets a count of its own, from the address, so an unknown account is treated like a known one.
 */
export async function identifierSource(app: App, request: FastifyRequest, identifier: string): Promise<AttemptSource> {
  const value = identifier.toLowerCase();
  const { rows } = await app.db.query<{ user_id: string }>(
    'SELECT user_id FROM users WHERE (lower(email) = $1 OR mobile = $1) AND console = $2 LIMIT 1',
    [value, app.console],
  );
  if (rows[0]) return userSource(app, request, rows[0].user_id);
  const account = `${app.console}/id:${value}`;
  return { account, key: `${account}/ip:${request.ip}`, knownDevice: false };
}
