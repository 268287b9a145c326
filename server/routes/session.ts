// The signed-in session: logout (the token revoked), privileges, shipment count, and the development identity provider.
import type { FastifyInstance } from 'fastify';
import { issueIdentityToken } from '../auth/identity-provider';
import { clientTypeOf, menuFor } from '../auth/login-response';
import { revokeSession } from '../auth/sessions';
import { caller } from '../plugins/access';
import { ok } from '../plugins/envelope';

export default async function sessionRoutes(app: FastifyInstance) {
  app.post('/api/auth/logout', { config: { access: {} } }, async (request) => {
    await revokeSession(app.db, (request.headers.authorization ?? '').slice(7).trim());
    return ok(null, 'Logged out successfully');
  });
  app.get('/api/auth/privileges', { config: { access: {} } }, async (request) => {
    const { roleName, clientId } = caller(request);
    return ok(menuFor(roleName, await clientTypeOf(app.db, clientId)));
  });
  app.get('/api/shipments/count', { config: { access: { consoles: ['client'] } } }, async (request) => {
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shipments WHERE client_id = $1',
      [caller(request).clientId],
    );
    return ok(rows[0].n);
  });
  if (app.config.development) {
    app.get(
      '/api/dev/identity',
      {
        config: { public: true },
        schema: {
          querystring: {
            type: 'object',
            required: ['email'],
            properties: { email: { type: 'string', format: 'email' } },
          },
        },
      },
      async (request) =>
        ok(
          { token: issueIdentityToken((request.query as { email: string }).email) },
          'Signed in with the development identity provider',
        ),
    );
  }
}
