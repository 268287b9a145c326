// The admin's client onboarding list (spec 3 section 2.3, /onboarding-list): every client with its status and the
// business type its onboarding chose and its purpose (which wizard onboards it), newest approvals first.
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { CLIENTS } from '../responses/onboarding';

export default async function onboardingClientRoutes(app: FastifyInstance) {
  const clientsRoute = {
    config: { access: { consoles: ['admin' as const], roles: ['Admin'] } },
    schema: { response: CLIENTS },
  };
  app.get('/api/onboarding/clients', clientsRoute, async () => {
    const { rows } = await app.db.query<Record<string, unknown> & { createdAt: Date; approvedAt: Date | null }>(
      `SELECT c.client_id AS "clientId", COALESCE(o.basic->>'businessLegalName', c.client_name) AS "companyName",
              u.email, u.mobile, c.client_type AS "clientType", c.client_purpose AS "clientPurpose", c.business_category AS "businessCategory",
              o.business->>'businessCategory' AS "onboardingBusinessType",
              c.client_status AS "clientStatus", c.created_at AS "createdAt", c.approved_at AS "approvedAt"
         FROM clients c
         LEFT JOIN onboarding o ON o.client_id = c.client_id
         LEFT JOIN LATERAL (SELECT email, mobile FROM users WHERE client_id = c.client_id ORDER BY created_at, user_id LIMIT 1) u ON true
        ORDER BY c.approved_at DESC NULLS LAST, c.created_at DESC, c.client_id`,
    );
    return ok(
      rows.map((row) => ({
        ...row,
        createdAt: new Date(row.createdAt).toISOString(),
        approvedAt: row.approvedAt && new Date(row.approvedAt).toISOString(),
      })),
    );
  });
}
