// GET /api/health: the server is up and its database answers.
import type { FastifyInstance } from 'fastify';
import { ping } from '../db/ping';
import { ok } from '../plugins/envelope';
import { HEALTH } from '../responses/misc';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { public: true }, schema: { response: HEALTH } }, async () => {
    await ping(app.db);
    return ok({ status: 'ok', console: app.console, database: app.db.kind, version: app.config.appVersion });
  });
}
