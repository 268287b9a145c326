// A client's saved basic and business information: the client entity's object parts (spec 2 section 3), as forms hold them.
import { message } from '../../src/engine/core/message';
import { objectParts, splitByParts, type EntityProperty, type EntitySchema } from '../../src/engine/core/entity';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import { entitySchema } from '../schemas';

type Data = Record<string, unknown>;

/** The client entity (schemas/entities/client.json): which part each field belongs to. */
export const client = entitySchema('client');

/** What a client has saved, by the column each part is stored in (`x-stored`); business is null until saved. */
export interface SavedDetails {
  basic: Data;
  business: Data | null;
}

/** The spec's words when a mobile belongs to someone else (spec 2 section 8 looks for 'number is not available'). */
export const MOBILE_NOT_AVAILABLE = message('onboarding.details.mobileNotAvailable');

/** The saved details, empty when nothing was saved. */
export async function loadDetails(db: Queryable, clientId: string): Promise<SavedDetails> {
  const { rows } = await db.query<SavedDetails>('SELECT basic, business FROM onboarding WHERE client_id = $1', [
    clientId,
  ]);
  return rows[0] ?? { basic: {}, business: null };
}

const store = (tx: Queryable, clientId: string, { basic, business }: SavedDetails) =>
  tx.query(
    `INSERT INTO onboarding (client_id, basic, business) VALUES ($1, $2::jsonb, $3::jsonb)
     ON CONFLICT (client_id) DO UPDATE SET basic = EXCLUDED.basic, business = EXCLUDED.business, updated_at = now()`,
    [clientId, JSON.stringify(basic), business && JSON.stringify(business)],
  );

/** Fields the part fills from another field of the same save (`x-from`: the business's companyName). */
const copies = (part: EntityProperty, data: Data): Data =>
  Object.fromEntries(
    Object.entries(part.properties ?? {}).flatMap(([key, property]) => {
      const from = property['x-from'];
      return from && from in data ? [[key, data[from]]] : [];
    }),
  );

/**
 * Saves a bound form's data over what the client saved. Each field goes to the part that declares it; the fields
 * the form declares are replaced, present or not (a field the form hid is cleared), the others are kept. A part
 * none of the form's fields belongs to stays as it was (business stays unsaved). `bound` names the part the form is
 * bound to, which also keeps the form's fields no part declares. `entity` is the client entity in force (issue 34: an
 * analyst may publish its document parts' fields); the file's by default, as the seeds write.
 */
export async function saveInformation(
  tx: Queryable,
  clientId: string,
  data: Data,
  fields: string[],
  bound?: string,
  entity: EntitySchema = client,
): Promise<void> {
  const saved = await loadDetails(tx, clientId);
  const split = splitByParts(entity, data);
  const parts = objectParts(entity);
  // A field of the form in force that no part declares (one an analyst published) is kept in the part it is bound to.
  const declared = (field: string) => parts.some(([, part]) => part.properties?.[field]);
  if (bound && split[bound])
    for (const field of fields) if (!declared(field) && data[field] !== undefined) split[bound][field] = data[field];
  const next: SavedDetails = { ...saved };
  for (const [name, part] of parts) {
    const column = part['x-stored'] as keyof SavedDetails;
    const owned = fields.filter((field) => part.properties?.[field] || (name === bound && !declared(field)));
    const before = saved[column];
    if (!before && !owned.length) continue;
    const kept = Object.fromEntries(Object.entries(before ?? {}).filter(([key]) => !owned.includes(key)));
    next[column] = { ...kept, ...split[name], ...copies(part, data) };
  }
  await store(tx, clientId, next);
}

/** The user whose details prefill a client's onboarding: the caller in the client console, else its first user. */
export interface ClientUser {
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  email: string | null;
}

/** The client's user: the calling user when they belong to the client, else the client's first user. */
export async function clientUser(db: Queryable, clientId: string, callerId: string): Promise<ClientUser> {
  const { rows } = await db.query<ClientUser>(
    `SELECT user_id AS "userId", first_name AS "firstName", last_name AS "lastName", mobile, email
       FROM users WHERE client_id = $1 ORDER BY user_id = $2 DESC, created_at, user_id LIMIT 1`,
    [clientId, callerId],
  );
  return rows[0] ?? { userId: null, firstName: null, lastName: null, mobile: null, email: null };
}

/** Refuses a mobile that another user already holds. */
export async function refuseTakenMobile(db: Queryable, mobile: unknown, owner: ClientUser): Promise<void> {
  if (typeof mobile !== 'string') return;
  const { rows } = await db.query('SELECT 1 FROM users WHERE mobile = $1 AND user_id IS DISTINCT FROM $2', [
    mobile,
    owner.userId,
  ]);
  if (rows.length) throw new ApiError(400, MOBILE_NOT_AVAILABLE);
}

/** Records a client's submitted onboarding: its status, and its name as the details give it. */
export async function recordSubmission(tx: Queryable, clientId: string, status: string, clientName: unknown) {
  await tx.query('UPDATE clients SET client_status = $2, client_name = $3 WHERE client_id = $1', [
    clientId,
    status,
    clientName,
  ]);
}
