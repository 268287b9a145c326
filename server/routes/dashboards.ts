// Dashboards (issue 30; spec 1 section 2.1): a client's receivables and payouts, its Document manager's shipments and
// documents, and the Admin's counts, each aggregated in SQL and scoped to the caller's own client from the session.
import type { FastifyInstance } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import { adminDashboard } from '../dashboards/admin';
import { clientDashboard } from '../dashboards/client';
import { documentsDashboard } from '../dashboards/documents';
import { ok } from '../plugins/envelope';
import { OWN_CLIENT_QUERY, ownClient } from './own-client-query';
import { ADMIN_DASHBOARD, CLIENT_DASHBOARD, DOCUMENTS_DASHBOARD } from '../responses/client-areas';

/** The Document manager's dashboard is its shipments and documents, not the receivables of the other client roles. */
export const DOCUMENT_MANAGER = 'Document manager';

export default async function dashboardRoutes(app: FastifyInstance) {
  const clientRoles = rolesWithMenu('/dashboard').filter((role) => role !== DOCUMENT_MANAGER && role !== 'Admin');
  app.get(
    '/api/dashboard/client',
    {
      config: { access: { rolesIn: { client: clientRoles }, consoles: ['client'] } },
      schema: { querystring: OWN_CLIENT_QUERY, response: CLIENT_DASHBOARD },
    },
    async (request) => ok(await clientDashboard(app.db, ownClient(app, request), new Date())),
  );
  app.get(
    '/api/dashboard/documents',
    {
      config: { access: { rolesIn: { client: [DOCUMENT_MANAGER] }, consoles: ['client'] } },
      schema: { querystring: OWN_CLIENT_QUERY, response: DOCUMENTS_DASHBOARD },
    },
    async (request) => ok(await documentsDashboard(app.db, ownClient(app, request))),
  );
  const adminDashboardRoute = {
    config: { access: { consoles: ['admin' as const], roles: ['Admin'] } },
    schema: { response: ADMIN_DASHBOARD },
  };
  app.get('/api/dashboard/admin', adminDashboardRoute, async () => ok(await adminDashboard(app.db, new Date())));
}
