// A client's saved basic and business information (spec 2 section 3), kept as the forms hold them.
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';

type Data = Record<string, unknown>;

/** Keys of the spec's basicInformation; everything else a business form holds is businessInformation. */
export const BASIC_KEYS = [
  'firstName',
  'lastName',
  'mobile',
  'mobileCountryCode',
  'email',
  'businessType',
  'businessLegalName',
];

/** Basic keys the business step owns: saving that step replaces them, present or not. */
const BUSINESS_OWNED_BASIC_KEYS = ['businessType', 'businessLegalName'];

/** What a client has saved; business is null until the business step is saved. */
export interface SavedDetails {
  basic: Data;
  business: Data | null;
}

/** The spec's words when a mobile belongs to someone else (spec 2 section 8 looks for 'number is not available'). */
export const MOBILE_NOT_AVAILABLE = 'This mobile number is not available';

/** The saved details, empty when nothing was saved. */
export async function loadDetails(db: Queryable, clientId: string): Promise<SavedDetails> {
  const { rows } = await db.query<SavedDetails>('SELECT basic, business FROM onboarding WHERE client_id = $1', [
    clientId,
  ]);
  return rows[0] ?? { basic: {}, business: null };
}

const store = (tx: Queryable, clientId: string, basic: Data, business: Data | null) =>
  tx.query(
    `INSERT INTO onboarding (client_id, basic, business) VALUES ($1, $2::jsonb, $3::jsonb)
     ON CONFLICT (client_id) DO UPDATE SET basic = EXCLUDED.basic, business = EXCLUDED.business, updated_at = now()`,
    [clientId, JSON.stringify(basic), business && JSON.stringify(business)],
  );

/** Saves the personal step over the saved basic information. */
export async function savePersonal(tx: Queryable, clientId: string, personal: Data): Promise<void> {
  const saved = await loadDetails(tx, clientId);
  await store(tx, clientId, { ...saved.basic, ...personal }, saved.business);
}

/** Saves a business form's data: its basic keys into basic information, the rest (with companyName) as business. */
export async function saveBusiness(tx: Queryable, clientId: string, data: Data): Promise<void> {
  const saved = await loadDetails(tx, clientId);
  const basic = Object.fromEntries(
    Object.entries(saved.basic).filter(([key]) => !BUSINESS_OWNED_BASIC_KEYS.includes(key)),
  );
  const business: Data = { companyName: data.businessLegalName };
  for (const [key, value] of Object.entries(data)) (BASIC_KEYS.includes(key) ? basic : business)[key] = value;
  await store(tx, clientId, basic, business);
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
