// The Profile page's queries (spec 3 sections 2.10 and 5): the signed-in user, its company, the name it changes, and
// the profile picture and company logo (spec 1 section 2.2) kept as images.
import type { Queryable } from '../db/db';

/** The user as the Profile shows it. */
export interface ProfileUser {
  userId: string;
  email: string;
  userFirstName: string | null;
  userLastName: string | null;
  mobile: string | null;
  countryCodeMobile: string;
  roleName: string;
  clientId: string | null;
}

/** The user's profile row. */
export async function profileUser(db: Queryable, userId: string): Promise<ProfileUser | undefined> {
  const { rows } = await db.query<ProfileUser>(
    `SELECT user_id AS "userId", email, first_name AS "userFirstName", last_name AS "userLastName", mobile,
            mobile_country_code AS "countryCodeMobile", role_name AS "roleName", client_id AS "clientId"
       FROM users WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** The user's company: its name as onboarded, type, category and status. */
export async function profileCompany(db: Queryable, clientId: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await db.query(
    `SELECT c.client_id AS "clientId", COALESCE(o.basic->>'businessLegalName', c.client_name) AS "companyName",
            c.client_type AS "clientType", c.business_category AS "businessCategory", c.client_status AS "clientStatus"
       FROM clients c LEFT JOIN onboarding o ON o.client_id = c.client_id WHERE c.client_id = $1`,
    [clientId],
  );
  return rows[0];
}

/** Sets the user's first and last name. */
export async function setUserName(db: Queryable, userId: string, firstName: string, lastName: string): Promise<void> {
  await db.query(`UPDATE users SET first_name = $2, last_name = $3 WHERE user_id = $1`, [userId, firstName, lastName]);
}

/** 'profile_image' (a user's) or 'company_logo' (a client's). */
export type ImageType = 'profile_image' | 'company_logo';

/** Stores an owner's image of a type, replacing the one it had. */
export async function saveImage(
  db: Queryable,
  image: { refNo: string; type: ImageType; contentType: string; content: Uint8Array },
): Promise<void> {
  await db.query(
    `INSERT INTO images (document_ref_no, document_type, content_type, content) VALUES ($1, $2, $3, $4)
     ON CONFLICT (document_ref_no, document_type) DO UPDATE SET content_type = EXCLUDED.content_type, content = EXCLUDED.content, updated_at = now()`,
    [image.refNo, image.type, image.contentType, image.content],
  );
}

/** An owner's image of a type, if it has one. */
export async function imageOf(db: Queryable, refNo: string, type: ImageType) {
  const { rows } = await db.query<{ content_type: string; content: Uint8Array }>(
    'SELECT content_type, content FROM images WHERE document_ref_no = $1 AND document_type = $2',
    [refNo, type],
  );
  return rows[0];
}
