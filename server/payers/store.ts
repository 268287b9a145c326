// A client's payers, the overseas buyers it bills (issue 30, migration 022): listed, offered when active, added and edited.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/** A payer as the screens and routes see it (the Add Customers dialog's fields). */
export interface Payer {
  payerId: string;
  payerName: string;
  email: string;
  mobileCode: string;
  mobile: string;
  country: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  pincode: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What the dialog saves: every field but the id and the times. */
export type PayerInput = Omit<Payer, 'payerId' | 'createdAt' | 'updatedAt'>;

const SELECT = `SELECT payer_id AS "payerId", payer_name AS "payerName", email, mobile_code AS "mobileCode", mobile,
  country, address1, address2, city, state, pincode, active, created_at AS "createdAt", updated_at AS "updatedAt"
  FROM payers`;

const asPayer = (row: Payer): Payer => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** Every payer of the client, active or not, by name. */
export async function listPayers(db: Queryable, clientId: string): Promise<Payer[]> {
  const { rows } = await db.query<Payer>(`${SELECT} WHERE client_id = $1 ORDER BY lower(payer_name), payer_id`, [
    clientId,
  ]);
  return rows.map(asPayer);
}

/** The client's active payers by name: the ones a request or a reversal may choose. */
export async function activePayers(db: Queryable, clientId: string): Promise<Payer[]> {
  const { rows } = await db.query<Payer>(
    `${SELECT} WHERE client_id = $1 AND active ORDER BY lower(payer_name), payer_id`,
    [clientId],
  );
  return rows.map(asPayer);
}

/** One payer of the client; undefined when the client has no such payer. */
export async function getPayer(db: Queryable, clientId: string, payerId: string): Promise<Payer | undefined> {
  const { rows } = await db.query<Payer>(`${SELECT} WHERE client_id = $1 AND payer_id = $2`, [clientId, payerId]);
  return rows[0] && asPayer(rows[0]);
}

const columns = (input: PayerInput) => [
  input.payerName,
  input.email,
  input.mobileCode,
  input.mobile,
  input.country,
  input.address1,
  input.address2 || null,
  input.city,
  input.state,
  input.pincode,
  input.active,
];

/** Adds a payer to the client; answers its id (`payerId` fixes it, for demo data; a random `PYR…` otherwise). */
export async function createPayer(
  tx: Queryable,
  clientId: string,
  input: PayerInput,
  payerId = `PYR${randomBytes(6).toString('hex').toUpperCase()}`,
): Promise<string> {
  await tx.query(
    `INSERT INTO payers (payer_id, client_id, payer_name, email, mobile_code, mobile, country, address1, address2, city,
                         state, pincode, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [payerId, clientId, ...columns(input)],
  );
  return payerId;
}

/** Saves a payer's fields; false when the client has no such payer. */
export async function updatePayer(tx: Queryable, clientId: string, payerId: string, input: PayerInput) {
  const { rows } = await tx.query(
    `UPDATE payers SET payer_name = $3, email = $4, mobile_code = $5, mobile = $6, country = $7, address1 = $8,
            address2 = $9, city = $10, state = $11, pincode = $12, active = $13, updated_at = now()
      WHERE client_id = $1 AND payer_id = $2 RETURNING payer_id`,
    [clientId, payerId, ...columns(input)],
  );
  return rows.length > 0;
}

/** Whether a payer may be in this country: an active currency's country other than India. */
export async function payerCountryOffered(db: Queryable, country: string): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM currencies WHERE country_code = $1 AND status = 'active' AND country_code <> 'IN'",
    [country],
  );
  return rows.length > 0;
}
