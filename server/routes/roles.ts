// Role master (spec 3 section 2.1): list, active roles (for the Access dialog) and the status toggle.
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { statusToggleRoute } from './status-toggle';
import { OPTIONS, ROLES } from '../responses/masters';

const ADMIN = { consoles: ['admin' as const], roles: ['Admin'] };

export default async function roleRoutes(app: FastifyInstance) {
  app.get('/api/masters/roles', { config: { access: ADMIN }, schema: { response: ROLES } }, async () => {
    const { rows } = await app.db.query(
      `SELECT role_id AS "roleId", role_name AS "roleName", status FROM roles ORDER BY role_id`,
    );
    return ok(rows);
  });
  app.get('/api/masters/roles/active', { config: { access: ADMIN }, schema: { response: OPTIONS } }, async () => {
    const { rows } = await app.db.query(
      `SELECT role_id AS value, role_name AS label FROM roles WHERE status = 'active' ORDER BY role_name`,
    );
    return ok(rows);
  });
  statusToggleRoute(app, {
    path: '/api/masters/roles/:roleId/status',
    table: 'roles',
    keyColumn: 'role_id',
    param: 'roleId',
    // role_id is a 32-bit column: a larger id would fail in Postgres (22003, a 500) instead of matching no role.
    keySchema: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
  });
}
