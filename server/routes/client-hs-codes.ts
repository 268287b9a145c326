// A client's own HS codes (spec 3 section 2.1, client console): list, add from the active list, toggle; never another client's.
import type { FastifyInstance } from 'fastify';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { formSchema, sharedSchema } from '../schemas';
import { HS_CODE_EXISTS } from './hs-codes';
import { message } from '../../src/engine/core/message';
import { CLIENT_HS_CODES } from '../responses/misc';
import { HS_CODE } from '../responses/masters';
import { STATUS } from '../responses/common';

const CLIENT = { consoles: ['client' as const] };

/** Spec 3 section 6: clients whose account is not approved may not add HS codes. */
export const NOT_APPROVED = message('session.activationInProgress');

const clientOf = (request: Parameters<typeof caller>[0]) => {
  const user = caller(request);
  if (!user.clientId) throw new ApiError(403, 'Forbidden');
  return user;
};

export default async function clientHsCodeRoutes(app: FastifyInstance) {
  const clientHsCodesRoute = { config: { access: CLIENT }, schema: { response: CLIENT_HS_CODES } };
  app.get('/api/client/hs-codes', clientHsCodesRoute, async (request) => {
    const { rows } = await app.db.query(
      `SELECT c.hs_code AS "hsCode", h.product_details AS "productDetails", c.status
         FROM client_hs_codes c JOIN hs_codes h ON h.hs_code = c.hs_code WHERE c.client_id = $1 ORDER BY c.hs_code`,
      [clientOf(request).clientId],
    );
    return ok(rows);
  });
  app.post(
    '/api/client/hs-codes',
    { config: { access: CLIENT }, schema: { body: formSchema('masters.client-hs-code'), response: HS_CODE } },
    async (request) => {
      const user = clientOf(request);
      // 409, not 403: the browser reads 403 as an ended session.
      if (user.clientStatus !== 'Approved') throw new ApiError(409, NOT_APPROVED);
      const { hsCode } = request.body as { hsCode: string };
      const known = await app.db.query(`SELECT 1 FROM hs_codes WHERE hs_code = $1 AND status = 'active'`, [hsCode]);
      if (!known.rows.length) throw new ApiError(400, 'Please select an HS Code from the list');
      const added = await app.db.query(
        `INSERT INTO client_hs_codes (client_id, hs_code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING hs_code`,
        [user.clientId, hsCode],
      );
      if (!added.rows.length) throw new ApiError(409, HS_CODE_EXISTS);
      return ok({ hsCode }, 'HS Code added successfully');
    },
  );
  app.put(
    '/api/client/hs-codes/:hsCode/status',
    {
      config: { access: CLIENT },
      schema: {
        params: { type: 'object', properties: { hsCode: { type: 'string' } } },
        body: sharedSchema('masters#/$defs/statusChange'),
        response: STATUS,
      },
    },
    async (request) => {
      const { hsCode } = request.params as { hsCode: string };
      const { status } = request.body as { status: string };
      const { rows } = await app.db.query(
        `UPDATE client_hs_codes SET status = $1 WHERE client_id = $2 AND hs_code = $3 RETURNING hs_code`,
        [status, clientOf(request).clientId, hsCode],
      );
      if (!rows.length) throw new ApiError(404, message('masters.status.failed'));
      return ok({ status }, message('masters.status.updated'));
    },
  );
}
