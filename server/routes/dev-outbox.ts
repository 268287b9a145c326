// GET /api/dev/outbox: what the server "sent" by e-mail and SMS, newest first; registered only outside production.
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { OUTBOX } from '../responses/misc';

export default async function devOutboxRoutes(app: FastifyInstance) {
  app.get(
    '/api/dev/outbox',
    {
      config: { public: true },
      schema: {
        querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 500 } } },
        response: OUTBOX,
      },
    },
    async (request) => {
      const { limit } = request.query as { limit?: number };
      return ok(await app.outbox.list(app.db, limit));
    },
  );
}
