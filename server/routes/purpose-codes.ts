// Purpose code master (spec 3 section 2.1): list, and the Update toggle for admins.
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { purposeCodes } from '../masters/store';
import { statusToggleRoute } from './status-toggle';
import { PURPOSE_CODES } from '../responses/masters';

export default async function purposeCodeRoutes(app: FastifyInstance) {
  app.get('/api/masters/purpose-codes', { config: { access: {} }, schema: { response: PURPOSE_CODES } }, async () => {
    return ok(await purposeCodes(app.db));
  });
  statusToggleRoute(app, {
    path: '/api/masters/purpose-codes/:purposeCode/status',
    table: 'purpose_codes',
    keyColumn: 'purpose_code',
    param: 'purposeCode',
  });
}
