// The client detail response of spec 2 section 3 ('bacicInformation' spelt so), shaped by the client entity's parts.
import { objectParts, type EntityProperty, type EntitySchema } from '../../src/engine/core/entity';
import type { Queryable } from '../db/db';
import { listAccounts } from './bank-accounts';
import { client as clientEntity, clientUser, loadDetails, type SavedDetails } from './details';
import type { TargetClient } from './scope';
import { listStakeholders } from './stakeholders';

type Data = Record<string, unknown>;

/** The lookups an entity's `x-label` names: a label for each code. */
const LOOKUPS: Record<string, string> = {
  industryName: 'SELECT industry_key AS code, industry_name AS label FROM industries',
  currencyCountry: 'SELECT currency AS code, min(country_code) AS label FROM currencies GROUP BY currency',
};

async function lookups(db: Queryable): Promise<Record<string, Map<string, string>>> {
  const entries = await Promise.all(
    Object.entries(LOOKUPS).map(async ([name, sql]) => {
      const { rows } = await db.query<{ code: string; label: string }>(sql);
      return [name, new Map(rows.map((row) => [row.code, row.label]))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** A saved value as the wire carries it: coded lists as objects with their labels, else the value, default or null. */
function answered(property: EntityProperty, value: unknown, labels: Record<string, Map<string, string>>): unknown {
  const code = property['x-code'];
  if (!code) return value ?? property.default ?? null;
  const codes = Array.isArray(value) ? value.map(String) : [];
  return codes.map((item) => ({
    [code]: item,
    ...Object.fromEntries(
      Object.entries(property['x-label'] ?? {}).map(([key, lookup]) => [key, labels[lookup]?.get(item) ?? null]),
    ),
  }));
}

/**
 * The whole onboarding of a client; before anything is saved the basic information comes from its user and name.
 * `entity` is the client entity in force (its document parts' fields may be published), the file's by default.
 */
export async function clientDetails(
  db: Queryable,
  client: TargetClient,
  callerId: string,
  entity: EntitySchema = clientEntity,
): Promise<Data> {
  const saved = await loadDetails(db, client.clientId);
  const user = await clientUser(db, client.clientId, callerId);
  const labels = await lookups(db);
  // What a client that saved nothing yet is answered: its user's own details and the client's name.
  const prefill: Data = { ...user, businessLegalName: client.clientName };
  const parts = objectParts(entity).map(([name, part]) => {
    const values = saved[part['x-stored'] as keyof SavedDetails] ?? {};
    const fields = Object.entries(part.properties ?? {}).map(([key, property]) => [
      key,
      answered(property, values[key] ?? prefill[key], labels),
    ]);
    // A field a published form added (issue 34) is stored in the part it is bound to, and stays when it is rolled back.
    const added = Object.entries(values).filter(([key]) => !part.properties?.[key]);
    return [name, Object.fromEntries([...added, ...fields])];
  });
  return {
    clientId: client.clientId,
    clientStatus: client.clientStatus,
    clientType: client.clientType,
    clientPurpose: client.clientPurpose,
    businessCategory: client.businessCategory,
    ...Object.fromEntries(parts),
    stakeHolders: await listStakeholders(db, client.clientId),
    accountDetails: await listAccounts(db, client.clientId),
  };
}
