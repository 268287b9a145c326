// Access master (spec 3 section 2.1): which actions each role has; added in bulk, removed by sending the opposite status.
import type { FastifyInstance } from 'fastify';
import { actionExists, actions, activeAccess, roleExists, setAccess } from '../masters/store';
import { ApiError, ok } from '../plugins/envelope';
import { formBody } from '../schemas';
import { message } from '../../src/engine/core/message';
import { ACCESS, ACTIONS } from '../responses/masters';
import { NO_DATA } from '../responses/common';

const ADMIN = { consoles: ['admin' as const], roles: ['Admin'] };

export default async function accessRoutes(app: FastifyInstance) {
  app.get('/api/masters/access', { config: { access: ADMIN }, schema: { response: ACCESS } }, async () => {
    return ok(await activeAccess(app.db));
  });
  app.get('/api/masters/actions', { config: { access: ADMIN }, schema: { response: ACTIONS } }, async () => {
    return ok(await actions(app.db));
  });
  app.post(
    '/api/masters/access',
    { config: { access: ADMIN }, schema: { body: formBody('masters.access'), response: NO_DATA } },
    async (request) => {
      const { roleMasterId, actionMasterIds, status } = request.body as {
        roleMasterId: number;
        actionMasterIds: number[];
        status: string;
      };
      await app.db.transaction(async (tx) => {
        if (!(await roleExists(tx, roleMasterId))) throw new ApiError(400, message('masters.access.selectRole'));
        for (const actionId of actionMasterIds) {
          if (!(await actionExists(tx, actionId))) throw new ApiError(400, message('masters.access.selectAccess'));
          await setAccess(tx, roleMasterId, actionId, status);
        }
      });
      return ok(null, status === 'active' ? message('masters.access.added') : message('masters.access.removed'));
    },
  );
}
