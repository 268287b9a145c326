// The account rows sign-up and the password routes read and write: whether an e-mail or mobile is taken, the new
// client with its first user, the sign-up's mobile, the set-password links and the password itself.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { publicUrl } from '../mail/public-url';

/** Whether any user has this e-mail (in any case). */
export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email])).rows.length > 0;
}

/** Whether a user other than `exceptUserId` has this mobile. */
export async function mobileTaken(db: Queryable, mobile: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE mobile = $1 AND user_id IS DISTINCT FROM $2', [
    mobile,
    exceptUserId ?? null,
  ]);
  return rows.length > 0;
}

/** A new client and its first user, the sign-up's. */
export interface NewAccount {
  clientId: string;
  clientType: 'Business' | 'Individual';
  businessCategory: string;
  referralCode: string | null;
  countryCode: string;
  userId: string;
  email: string;
  roleName: string;
}

/** Creates the client and its first user in one transaction. */
export async function createAccount(db: Db, account: NewAccount): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO clients (client_id, client_type, business_category, client_purpose, referral_code, sign_up_country_code) VALUES ($1, $2, $3, 'payments', $4, $5)`,
      [account.clientId, account.clientType, account.businessCategory, account.referralCode, account.countryCode],
    );
    await tx.query(
      `INSERT INTO users (user_id, client_id, console, email, role_name, view_tour) VALUES ($1, $2, 'client', $3, $4, true)`,
      [account.userId, account.clientId, account.email, account.roleName],
    );
  });
}

/** The mobile a user has saved, if any. */
export async function savedMobile(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ mobile: string | null }>('SELECT mobile FROM users WHERE user_id = $1', [userId]);
  return rows[0]?.mobile ?? null;
}

/** Saves a user's mobile, and its password when one is given (sign-up's last step). */
export async function saveMobile(db: Queryable, userId: string, mobile: string, passwordHash: string | null) {
  await db.query('UPDATE users SET mobile = $1, password_hash = COALESCE($2, password_hash) WHERE user_id = $3', [
    mobile,
    passwordHash,
    userId,
  ]);
}

/** The user a reset link may go to: this e-mail in this console, not deactivated. */
export async function resettableUser(db: Queryable, email: string, console: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM users WHERE lower(email) = $1 AND console = $2 AND deactivated_at IS NULL',
    [email, console],
  );
  return rows[0]?.user_id;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a single-use set-password link for a user, valid for `minutes` (the reset link, and a user's invitation). */
export async function issueSetPasswordLink(
  app: FastifyInstance,
  db: Queryable,
  userId: string,
  minutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [tokenHash(token), userId, minutes],
  );
  return `${publicUrl(app)}/set-password/${token}`;
}

/** Uses a link's token once and sets its user's password, in one transaction; false when it is unknown, used or expired. */
export async function setPasswordByToken(db: Db, token: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx.query<{ user_id: string }>(
      `UPDATE reset_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash(token)],
    );
    if (!used.rows[0]) return false;
    await setPassword(tx, used.rows[0].user_id, passwordHash);
    return true;
  });
}

/** Sets a user's password hash. */
export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $1 WHERE user_id = $2', [passwordHash, userId]);
}
