// Manage Alerts (spec 2 sections 2.8, 4.7 and 7): the alerts the caller's client receives, each with its default
// until the client switched it, and a switch sent through the notification service.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { AlertSettingsError } from '../adapters/alert-settings';
import { clientAlerts, switchAlert } from '../alerts/store';
import { rolesWithMenu } from '../auth/login-response';
import { caller, callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { ALERTS } from '../responses/client-areas';
import { NO_DATA } from '../responses/common';

export default async function alertRoutes(app: FastifyInstance) {
  // The menu's roles, and the Service Exporter, who reaches it from the profile menu (spec 2 section 6).
  const access = {
    access: { consoles: ['client' as const], roles: [...rolesWithMenu('/manage-alerts'), 'Service Exporter'] },
  };

  app.get(
    '/api/alerts',
    { config: access, schema: { querystring: sharedSchema('alerts#/$defs/clientScope'), response: ALERTS } },
    async (request) => {
      const clientId = callerClient(app, request, (request.query as { clientId?: string }).clientId, true)!;
      return ok(await clientAlerts(app.db, clientId));
    },
  );

  app.post(
    '/api/alerts',
    { config: access, schema: { body: sharedSchema('alerts#/$defs/updateAlert'), response: NO_DATA } },
    async (request) => {
      const body = request.body as { clientId?: string; alertId: number; status: boolean };
      const clientId = callerClient(app, request, body.clientId, true)!;
      await app.db.transaction(async (tx) => {
        const userId = caller(request).userId;
        if (!(await switchAlert(tx, { clientId, alertId: body.alertId, status: body.status, userId })))
          throw new ApiError(404, message('alerts.notFound'));
        await app.providers.alertSettings.update(clientId, body.alertId, body.status).catch((error: unknown) => {
          throw error instanceof AlertSettingsError ? new ApiError(502, message('common.somethingWentWrong')) : error;
        });
      });
      return ok(null, message('alerts.updated'));
    },
  );
}
