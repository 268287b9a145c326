// Manage Scrip (issue 30): the export incentive scrips the caller's client earned on its settled goods shipments.
import type { FastifyInstance } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import { ok } from '../plugins/envelope';
import { listScrips } from '../scrips/store';
import { OWN_CLIENT_QUERY, ownClient } from './own-client-query';
import { SCRIPS } from '../responses/client-areas';

export default async function scripRoutes(app: FastifyInstance) {
  app.get(
    '/api/scrips',
    {
      config: { access: { consoles: ['client'], rolesIn: { client: rolesWithMenu('/shipment/scrip') } } },
      schema: { querystring: OWN_CLIENT_QUERY, response: SCRIPS },
    },
    async (request) => ok(await listScrips(app.db, ownClient(app, request))),
  );
}
