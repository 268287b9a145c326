// The client's primary bank account (spec 2 sections 3 and 4.3) and the name a bank holds on record for the client.
import { randomBytes } from 'node:crypto';
import { documentKeys, itemOf, pickKeys } from '../../src/engine/core/entity';
import type { Queryable } from '../db/db';
import { client, clientUser, loadDetails } from './details';

type Data = Record<string, unknown>;

/** An account as the client entity declares it; the re-entered number and the Swift tick only served the form. */
const item = client.properties.accountDetails.items;

interface Row {
  id: string;
  details: Data;
  is_primary: boolean;
  is_verified: boolean;
  bank_response: Data | null;
}

/** The client's accounts in the spec's shape, primary first. */
export async function listAccounts(db: Queryable, clientId: string): Promise<Data[]> {
  const { rows } = await db.query<Row>(
    'SELECT id, details, is_primary, is_verified, bank_response FROM bank_accounts WHERE client_id = $1 ORDER BY is_primary DESC, id',
    [clientId],
  );
  return rows.map((row) => itemOf(item, row as unknown as Data, row.details));
}

/** Creates or replaces the client's one primary account; returns its id. */
export async function savePrimaryAccount(
  tx: Queryable,
  clientId: string,
  data: Data,
  verification: { isVerified: boolean; bankResponse: Data | null },
): Promise<string> {
  const details = JSON.stringify(pickKeys(data, documentKeys(item)));
  const response = verification.bankResponse && JSON.stringify(verification.bankResponse);
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE bank_accounts SET details = $2::jsonb, is_verified = $3, bank_response = $4::jsonb, updated_at = now()
      WHERE client_id = $1 AND is_primary RETURNING id`,
    [clientId, details, verification.isVerified, response],
  );
  if (rows[0]) return rows[0].id;
  const id = `BA${randomBytes(6).toString('hex').toUpperCase()}`;
  await tx.query(
    `INSERT INTO bank_accounts (id, client_id, details, is_primary, is_verified, bank_response)
     VALUES ($1, $2, $3::jsonb, true, $4, $5::jsonb)`,
    [id, clientId, details, verification.isVerified, response],
  );
  return id;
}

/** The simulated bank's holder on record: the saved business legal name, else the client user's full name. */
export async function recordHolder(db: Queryable, clientId: string): Promise<string | null> {
  const { basic } = await loadDetails(db, clientId);
  if (typeof basic.businessLegalName === 'string') return basic.businessLegalName;
  const user = await clientUser(db, clientId, '');
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
}
