// A paid-out request's e-FIRA (issue 30): the advice the server issued when its payout settled, listed on the request's
// page and fetched as a PDF by the client's roles whose menu has its requests, on their own client; the Admin names
// the client.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import { documentAsDataUrl } from '../onboarding/documents';
import { efiraNumberOf } from '../payment-lifecycle/efira';
import { callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { efiraIssue, getRequest } from '../payment-requests/store';
import { sharedSchema } from '../schemas';
import { EFIRAS } from '../responses/payment-requests';
import { DATA_URL } from '../responses/common';

/** The client roles that see payment requests: those whose menu has shipments or received payments. */
export const REQUEST_ROLES = [...new Set([...rolesWithMenu('/shipment'), ...rolesWithMenu('/receive-payments')])];

export default async function efiraRoutes(app: FastifyInstance) {
  const options = {
    config: { access: { rolesIn: { client: REQUEST_ROLES, admin: ['Admin'] } } },
    schema: {
      params: {
        type: 'object',
        required: ['requestId'],
        properties: { requestId: { type: 'string', pattern: '^[A-Z0-9]{1,40}$' } },
      },
      querystring: sharedSchema('documents#/$defs/clientScope'),
    },
  };

  /** The caller's client's request named in the path; 404 when it is another client's or none. */
  const ownRequest = async (request: FastifyRequest) => {
    const clientId = callerClient(app, request, (request.query as { clientId?: string }).clientId, true)!;
    const found = await getRequest(app.db, (request.params as { requestId: string }).requestId, clientId);
    if (!found) throw new ApiError(404, message('lifecycle.requestNotFound'));
    return found;
  };

  // The request's e-FIRA as a list of one (none before its payout settled), as the page's e-FIRA tab shows it.
  const listRoute = { ...options, schema: { ...options.schema, response: EFIRAS } };
  app.get('/api/payment-requests/:requestId/efira', listRoute, async (request) => {
    const found = await ownRequest(request);
    if (!found.efiraDocumentId) return ok([]);
    const issue = (await efiraIssue(app.db, found.requestId, found.efiraDocumentId))!;
    return ok([
      {
        efiraNumber: efiraNumberOf(found.reference),
        inrAmount: found.inrAmount,
        issuedAt: new Date(issue.at).toISOString(),
        documentData: { documentId: found.efiraDocumentId, documentName: issue.documentName },
      },
    ]);
  });

  const fileRoute = { ...options, schema: { ...options.schema, response: DATA_URL } };
  app.get('/api/payment-requests/:requestId/efira/file', fileRoute, async (request) => {
    const found = await ownRequest(request);
    if (!found.efiraDocumentId) throw new ApiError(409, message('lifecycle.noEfira'));
    return ok(await documentAsDataUrl(app.db, found.efiraDocumentId, found.clientId));
  });
}
