// The admin's client onboarding list (spec 3 section 2.3, /onboarding-list): every client with its status and the
// business type its onboarding chose and its purpose (which wizard onboards it), newest approvals first.
import type { FastifyInstance } from 'fastify';
import { onboardingClients } from '../onboarding/client-list';
import { ok } from '../plugins/envelope';
import { CLIENTS } from '../responses/onboarding';

export default async function onboardingClientRoutes(app: FastifyInstance) {
  app.get(
    '/api/onboarding/clients',
    { config: { access: { consoles: ['admin'], roles: ['Admin'] } }, schema: { response: CLIENTS } },
    async () => {
      return ok(
        (await onboardingClients(app.db)).map((row) => ({
          ...row,
          createdAt: new Date(row.createdAt).toISOString(),
          approvedAt: row.approvedAt && new Date(row.approvedAt).toISOString(),
        })),
      );
    },
  );
}
