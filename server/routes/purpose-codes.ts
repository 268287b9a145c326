// Purpose code master (spec 3 section 2.1): list, and the Update toggle for admins.
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { statusToggleRoute } from './status-toggle';
import { PURPOSE_CODES } from '../responses/masters';

export default async function purposeCodeRoutes(app: FastifyInstance) {
  app.get('/api/masters/purpose-codes', { config: { access: {} }, schema: { response: PURPOSE_CODES } }, async () => {
    const { rows } = await app.db.query(
      `SELECT purpose_code AS "purposeCode", description, status, purpose_code_group AS "purposeCodeGroup" FROM purpose_codes ORDER BY purpose_code`,
    );
    return ok(rows);
  });
  statusToggleRoute(app, {
    path: '/api/masters/purpose-codes/:purposeCode/status',
    table: 'purpose_codes',
    keyColumn: 'purpose_code',
    param: 'purposeCode',
  });
}
