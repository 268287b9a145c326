// A paid-out request's e-FIRA (issue 30): the PDF the server issued when its payout settled, downloaded from the
// request's page by the client's roles whose menu has its requests, on their own client; the Admin names the client.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import { documentAsDataUrl } from '../onboarding/documents';
import { callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { getRequest } from '../payment-requests/store';
import { sharedSchema } from '../schemas';

/** The client roles that see payment requests: those whose menu has shipments or received payments. */
export const REQUEST_ROLES = [...new Set([...rolesWithMenu('/shipment'), ...rolesWithMenu('/receive-payments')])];

export default async function efiraRoutes(app: FastifyInstance) {
  app.get(
    '/api/payment-requests/:requestId/efira',
    {
      config: { access: { rolesIn: { client: REQUEST_ROLES, admin: ['Admin'] } } },
      schema: {
        params: {
          type: 'object',
          required: ['requestId'],
          properties: { requestId: { type: 'string', pattern: '^[A-Z0-9]{1,40}$' } },
        },
        querystring: sharedSchema('documents#/$defs/clientScope'),
      },
    },
    async (request) => {
      const clientId = callerClient(app, request, (request.query as { clientId?: string }).clientId, true)!;
      const { requestId } = request.params as { requestId: string };
      const found = await getRequest(app.db, requestId, clientId);
      if (!found) throw new ApiError(404, message('lifecycle.requestNotFound'));
      if (!found.efiraDocumentId) throw new ApiError(409, message('lifecycle.noEfira'));
      const file = await documentAsDataUrl(app.db, found.efiraDocumentId, clientId);
      return ok({ documentName: `e-fira-${found.reference.toLowerCase()}.pdf`, file });
    },
  );
}
