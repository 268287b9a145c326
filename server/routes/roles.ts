// Role master (spec 3 section 2.1): list, active roles (for the Access dialog) and the status toggle.
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { activeRoles, roles } from '../masters/store';
import { statusToggleRoute } from './status-toggle';
import { OPTIONS, ROLES } from '../responses/masters';

const ADMIN = { consoles: ['admin' as const], roles: ['Admin'] };

export default async function roleRoutes(app: FastifyInstance) {
  app.get('/api/masters/roles', { config: { access: ADMIN }, schema: { response: ROLES } }, async () => {
    return ok(await roles(app.db));
  });
  app.get('/api/masters/roles/active', { config: { access: ADMIN }, schema: { response: OPTIONS } }, async () => {
    return ok(await activeRoles(app.db));
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
