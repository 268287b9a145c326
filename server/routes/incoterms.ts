// Incoterms master (spec 3 section 2.1): list and status toggle.
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { incoterms } from '../masters/store';
import { statusToggleRoute } from './status-toggle';
import { INCOTERMS } from '../responses/masters';

export default async function incotermRoutes(app: FastifyInstance) {
  app.get('/api/masters/incoterms', { config: { access: {} }, schema: { response: INCOTERMS } }, async () => {
    return ok(await incoterms(app.db));
  });
  statusToggleRoute(app, {
    path: '/api/masters/incoterms/:incoterm/status',
    table: 'incoterms',
    keyColumn: 'incoterm',
    param: 'incoterm',
  });
}
