// The admin's client onboarding list (spec 3 section 2.3): every client with its first user, status, business type
// and purpose, newest approvals first.
import type { Queryable } from '../db/db';

/** One client of the list; its times as the database gives them. */
export type ClientListRow = Record<string, unknown> & { createdAt: Date; approvedAt: Date | null };

/** Every client as the onboarding list shows it. */
export async function onboardingClients(db: Queryable): Promise<ClientListRow[]> {
  const { rows } = await db.query<ClientListRow>(
    `SELECT c.client_id AS "clientId", COALESCE(o.basic->>'businessLegalName', c.client_name) AS "companyName",
            u.email, u.mobile, c.client_type AS "clientType", c.client_purpose AS "clientPurpose", c.business_category AS "businessCategory",
            o.business->>'businessCategory' AS "onboardingBusinessType",
            c.client_status AS "clientStatus", c.created_at AS "createdAt", c.approved_at AS "approvedAt"
       FROM clients c
       LEFT JOIN onboarding o ON o.client_id = c.client_id
       LEFT JOIN LATERAL (SELECT email, mobile FROM users WHERE client_id = c.client_id ORDER BY created_at, user_id LIMIT 1) u ON true
      ORDER BY c.approved_at DESC NULLS LAST, c.created_at DESC, c.client_id`,
  );
  return rows;
}
