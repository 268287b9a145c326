// Access master (spec 3 section 2.1): which actions each role has; added in bulk, removed by sending the opposite status.
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../plugins/envelope';
import { formSchema } from '../schemas';
import { message } from '../../src/engine/core/message';
import { ACCESS, ACTIONS } from '../responses/masters';
import { NO_DATA } from '../responses/common';

const ADMIN = { consoles: ['admin' as const], roles: ['Admin'] };

export default async function accessRoutes(app: FastifyInstance) {
  app.get('/api/masters/access', { config: { access: ADMIN }, schema: { response: ACCESS } }, async () => {
    const { rows } = await app.db.query(
      `SELECT rd.role_id || '-' || rd.action_id AS id, rd.role_id AS "roleId", r.role_name AS "roleName", rd.action_id AS "actionId",
              a.display_name AS "displayName", a.description, rd.status
         FROM role_definitions rd JOIN roles r ON r.role_id = rd.role_id JOIN actions a ON a.action_id = rd.action_id
        WHERE rd.status = 'active' ORDER BY r.role_name, a.display_name`,
    );
    return ok(rows);
  });
  app.get('/api/masters/actions', { config: { access: ADMIN }, schema: { response: ACTIONS } }, async () => {
    const { rows } = await app.db.query(
      `SELECT action_id AS value, display_name AS label, description FROM actions ORDER BY display_name`,
    );
    return ok(rows);
  });
  app.post(
    '/api/masters/access',
    { config: { access: ADMIN }, schema: { body: formSchema('masters.access'), response: NO_DATA } },
    async (request) => {
      const { roleMasterId, actionMasterIds, status } = request.body as {
        roleMasterId: number;
        actionMasterIds: number[];
        status: string;
      };
      await app.db.transaction(async (tx) => {
        const role = await tx.query('SELECT 1 FROM roles WHERE role_id = $1', [roleMasterId]);
        if (!role.rows.length) throw new ApiError(400, message('masters.access.selectRole'));
        for (const actionId of actionMasterIds) {
          const known = await tx.query('SELECT 1 FROM actions WHERE action_id = $1', [actionId]);
          if (!known.rows.length) throw new ApiError(400, message('masters.access.selectAccess'));
          await tx.query(
            `INSERT INTO role_definitions (role_id, action_id, status) VALUES ($1, $2, $3)
           ON CONFLICT (role_id, action_id) DO UPDATE SET status = EXCLUDED.status`,
            [roleMasterId, actionId, status],
          );
        }
      });
      return ok(null, status === 'active' ? 'Access added successfully' : 'Access removed successfully');
    },
  );
}
