// A client's payout bank accounts (Add Bank Accounts): listed with the number masked, added, one INR bank account chosen
// as the primary that payouts go to, a non-primary one removed; every change with its audit row.
import { randomBytes } from 'node:crypto';
import { message } from '../../src/engine/core/message';
import { documentKeys, pickKeys } from '../../src/engine/core/entity';
import type { Queryable } from '../db/db';
import { client } from '../onboarding/details';
import { ApiError } from '../plugins/envelope';
import { auditConfig } from './audit';

type Data = Record<string, unknown>;

/** The account item of the client entity: what a saved account keeps of the form. */
const item = client.properties.accountDetails.items;

interface Row {
  id: string;
  details: Data;
  is_primary: boolean;
  is_verified: boolean;
  created_at: Date | string;
}

/** All but the last four digits hidden: the list is for choosing, not for reading the number back. */
const masked = (number: unknown) => `XXXX${String(number ?? '').slice(-4)}`;

/** What an audit row keeps of an account: never the whole number. */
const summary = (details: Data) => ({
  accountNumber: masked(details.accountNumber),
  ifscCode: details.ifscCode ?? null,
  currency: details.currency ?? null,
});

/** An INR bank account: the only kind payouts (in INR) may go to. */
const takesPayouts = (details: Data) => details.accountType !== 'eefc' && details.currency === 'INR';

/** The client's accounts, primary first, as the screen lists them. */
export async function listPayoutAccounts(db: Queryable, clientId: string): Promise<Data[]> {
  const { rows } = await db.query<Row>(
    `SELECT id, details, is_primary, is_verified, created_at FROM bank_accounts WHERE client_id = $1
      ORDER BY is_primary DESC, created_at, id`,
    [clientId],
  );
  return rows.map((row) => ({
    id: row.id,
    accountType: row.details.accountType ?? 'bank',
    accountHolderName: row.details.accountHolderName ?? null,
    accountNumber: masked(row.details.accountNumber),
    ifscCode: row.details.ifscCode ?? null,
    currency: row.details.currency ?? null,
    isPrimary: row.is_primary,
    isVerified: row.is_verified,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** The client's accounts locked for the rest of the transaction, so two changes to one client run one at a time. */
const lockAccounts = async (tx: Queryable, clientId: string) =>
  (
    await tx.query<Row>(
      'SELECT id, details, is_primary, is_verified, created_at FROM bank_accounts WHERE client_id = $1 FOR UPDATE',
      [clientId],
    )
  ).rows;

/** Adds an account the bank has answered for; it is primary only when the client has none. Returns its id. */
export async function addPayoutAccount(
  tx: Queryable,
  who: { clientId: string; userId: string },
  data: Data,
  verification: { isVerified: boolean; bankResponse: Data | null },
): Promise<string> {
  const details = pickKeys(data, documentKeys(item));
  const primary = !(await lockAccounts(tx, who.clientId)).some((row) => row.is_primary) && takesPayouts(details);
  const id = `BA${randomBytes(6).toString('hex').toUpperCase()}`;
  await tx.query(
    `INSERT INTO bank_accounts (id, client_id, details, is_primary, is_verified, bank_response, created_by)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6::jsonb, $7)`,
    [
      id,
      who.clientId,
      JSON.stringify(details),
      primary,
      verification.isVerified,
      verification.bankResponse && JSON.stringify(verification.bankResponse),
      who.userId,
    ],
  );
  await auditConfig(tx, { ...who, action: 'account.added', subject: id, changes: { ...summary(details), primary } });
  return id;
}

/** One of the client's locked accounts; another client's or an unknown id is not found. */
const ownAccount = async (tx: Queryable, clientId: string, id: string) => {
  const found = (await lockAccounts(tx, clientId)).find((row) => row.id === id);
  if (!found) throw new ApiError(404, message('clientConfig.accounts.notFound'));
  return found;
};

/** Makes an INR bank account the primary one payouts go to; the previous primary stays as an ordinary account. */
export async function choosePrimary(tx: Queryable, who: { clientId: string; userId: string }, id: string) {
  const chosen = await ownAccount(tx, who.clientId, id);
  if (!takesPayouts(chosen.details)) throw new ApiError(400, message('clientConfig.accounts.primaryMustBeInr'));
  if (chosen.is_primary) return;
  // Payouts go where the bank has confirmed the holder: not to an account saved without its answer.
  if (!chosen.is_verified) throw new ApiError(400, message('clientConfig.accounts.primaryMustBeVerified'));
  const { rows } = await tx.query<{ id: string }>(
    'UPDATE bank_accounts SET is_primary = false, updated_at = now() WHERE client_id = $1 AND is_primary RETURNING id',
    [who.clientId],
  );
  await tx.query('UPDATE bank_accounts SET is_primary = true, updated_at = now() WHERE id = $1', [id]);
  await auditConfig(tx, { ...who, action: 'account.primary', subject: id, changes: { previous: rows[0]?.id ?? null } });
}

/** Removes a non-primary account; the primary one is refused (payouts must always have somewhere to go). */
export async function removePayoutAccount(tx: Queryable, who: { clientId: string; userId: string }, id: string) {
  const account = await ownAccount(tx, who.clientId, id);
  if (account.is_primary) throw new ApiError(409, message('clientConfig.accounts.primaryNotRemovable'));
  await tx.query('DELETE FROM bank_accounts WHERE id = $1', [id]);
  await auditConfig(tx, { ...who, action: 'account.removed', subject: id, changes: summary(account.details) });
}

/** The account a payout of the client goes to now: its primary INR bank account, or null when it has none. */
export async function payoutAccountOf(db: Queryable, clientId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM bank_accounts WHERE client_id = $1 AND is_primary
        AND details->>'currency' = 'INR' AND coalesce(details->>'accountType', 'bank') <> 'eefc'`,
    [clientId],
  );
  return rows[0]?.id ?? null;
}
