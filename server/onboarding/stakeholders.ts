// A client's stakeholders (spec 2 sections 3 and 4.4): owner, directors and representative, with their PAN checks.
import { message } from '../../src/engine/core/message';
import { randomBytes } from 'node:crypto';
import { documentKeys, itemOf, pickKeys } from '../../src/engine/core/entity';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import { client } from './details';

type Data = Record<string, unknown>;

/** The stakeholder kinds of spec 2 section 3. */
export type StakeholderType = 'owner' | 'director' | 'representative';

/** Spec 2 section 9: at most 1 owner, 2 directors and 1 representative. */
export const STAKEHOLDER_MAXIMUM: Record<StakeholderType, number> = { owner: 1, director: 2, representative: 1 };

/** The message when a section is full. */
export const TOO_MANY_STAKEHOLDERS = message('onboarding.stakeholders.tooMany');

/** What the PAN register said about a stakeholder. */
export interface PanChecks {
  verified: boolean;
  panVerified: boolean;
}

/** A stakeholder as the client entity declares it: some values in columns of their own, the rest one JSON document. */
const item = client.properties.stakeHolders.items;

interface Row {
  id: string;
  client_id: string;
  stakeholder_type: StakeholderType;
  pan: string;
  id_number: string | null;
  details: Data;
  is_director: boolean;
  is_account_signatory: boolean;
  verified: boolean;
  pan_verified: boolean;
  status: string;
}

/** The client's stakeholders in the spec's shape, oldest first. */
export async function listStakeholders(db: Queryable, clientId: string): Promise<Data[]> {
  const { rows } = await db.query<Row>('SELECT * FROM stakeholders WHERE client_id = $1 ORDER BY added', [clientId]);
  return rows.map((row) => itemOf(item, row as unknown as Data, row.details));
}

/** The JSON document of a stakeholder: the declared fields without a column; form-only ones (alsoDirector) are not kept. */
const detailsOf = (data: Data) => pickKeys(data, documentKeys(item));

/** Refuses one more stakeholder of a type whose section is full. */
export function refuseFullSection(saved: Data[], type: StakeholderType): void {
  if (saved.filter((item) => item.stakeHolderType === type).length >= STAKEHOLDER_MAXIMUM[type])
    throw new ApiError(400, TOO_MANY_STAKEHOLDERS);
}

/** Stores a stakeholder; returns its id. */
export async function addStakeholder(
  tx: Queryable,
  clientId: string,
  type: StakeholderType,
  data: Data,
  checks: PanChecks,
  roles = { isDirector: type === 'director', isAccountSignatory: type === 'representative' },
): Promise<string> {
  const id = `SH${randomBytes(6).toString('hex').toUpperCase()}`;
  await tx.query(
    `INSERT INTO stakeholders (id, client_id, stakeholder_type, pan, id_number, details, is_director, is_account_signatory, verified, pan_verified)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10)`,
    [
      id,
      clientId,
      type,
      data.pan,
      data.idNumber ?? null,
      JSON.stringify(detailsOf(data)),
      roles.isDirector,
      roles.isAccountSignatory,
      checks.verified,
      checks.panVerified,
    ],
  );
  return id;
}

/** The service exporter's single stakeholder (spec 2 section 3): the owner, both director and account signatory. */
export async function upsertSoleOwner(tx: Queryable, clientId: string, data: Data, checks: PanChecks): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE stakeholders SET pan = $2, details = $3::jsonb, is_director = true, is_account_signatory = true,
            verified = $4, pan_verified = $5
      WHERE client_id = $1 AND stakeholder_type = 'owner' RETURNING id`,
    [clientId, data.pan, JSON.stringify(detailsOf(data)), checks.verified, checks.panVerified],
  );
  if (rows[0]) return rows[0].id;
  return addStakeholder(tx, clientId, 'owner', data, checks, { isDirector: true, isAccountSignatory: true });
}

/** Deletes one of the client's stakeholders; false when it has none with that id and type. */
export async function removeStakeholder(
  tx: Queryable,
  clientId: string,
  id: string,
  type: StakeholderType,
): Promise<boolean> {
  const { rows } = await tx.query(
    'DELETE FROM stakeholders WHERE client_id = $1 AND id = $2 AND stakeholder_type = $3 RETURNING id',
    [clientId, id, type],
  );
  return rows.length > 0;
}
