// Read routes of a client's own data (dashboards, scrips): a call may name its own client in the query, never another.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerClient } from '../plugins/access';

/** The query such a route takes: at most the caller's own client id. */
export const OWN_CLIENT_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { clientId: { type: 'string', maxLength: 40 } },
} as const;

/** The caller's own client, from the session; another named in the query is refused (403). */
export const ownClient = (app: FastifyInstance, request: FastifyRequest): string =>
  callerClient(app, request, (request.query as { clientId?: string }).clientId, true)!;
