// A client's virtual accounts (migration 009): requested per currency, then filled in by the issue job.
import type { Queryable } from '../db/db';
import type { AccountDetail } from '../adapters/partner-bank';

/** A currency the partner bank issues accounts in (kind VACC). */
export interface VaccCurrency {
  currency: string;
  countryCode: string;
  countryName: string;
}

/** A virtual account as the list answers it (spec 2 section 3), with its state. */
export interface VirtualAccount extends VaccCurrency {
  status: 'in_progress' | 'active';
  accountDetails: AccountDetail[];
}

/** The active VACC currencies, by code. */
export async function vaccCurrencies(db: Queryable): Promise<VaccCurrency[]> {
  const { rows } = await db.query<VaccCurrency>(
    `SELECT currency, country_code AS "countryCode", country_name AS "countryName"
       FROM vacc_currencies WHERE status = 'active' ORDER BY currency`,
  );
  return rows;
}

/** The client's virtual accounts, by currency. */
export async function virtualAccountsOf(db: Queryable, clientId: string): Promise<VirtualAccount[]> {
  const { rows } = await db.query<VirtualAccount>(
    `SELECT v.currency, c.country_code AS "countryCode", c.country_name AS "countryName", v.status,
            v.account_details AS "accountDetails"
       FROM virtual_accounts v JOIN vacc_currencies c ON c.currency = v.currency
      WHERE v.client_id = $1 ORDER BY v.currency`,
    [clientId],
  );
  return rows;
}

/** Records the currencies the client asked for that it had not; answers those. */
export async function requestAccounts(
  tx: Queryable,
  clientId: string,
  currencies: string[],
  userId: string,
): Promise<string[]> {
  const added: string[] = [];
  for (const currency of currencies) {
    const { rows } = await tx.query(
      `INSERT INTO virtual_accounts (client_id, currency, requested_by) VALUES ($1, $2, $3)
       ON CONFLICT (client_id, currency) DO NOTHING RETURNING currency`,
      [clientId, currency, userId],
    );
    if (rows.length) added.push(currency);
  }
  return added;
}

/** Stores what the bank issued and makes the account active. */
export async function storeIssued(tx: Queryable, clientId: string, currency: string, details: AccountDetail[]) {
  await tx.query(
    `UPDATE virtual_accounts SET status = 'active', account_details = $3, issued_at = now()
      WHERE client_id = $1 AND currency = $2`,
    [clientId, currency, JSON.stringify(details)],
  );
}
