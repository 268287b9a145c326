// The signed-in session: logout (the token revoked), privileges, shipment count (the client's payment requests, which
// spec 1 section 4.2 routes on), and the development identity provider.
import type { FastifyInstance } from 'fastify';
import { issueIdentityToken } from '../auth/identity-provider';
import { clientTypeOf, menuFor } from '../auth/login-response';
import { revokeSession } from '../auth/sessions';
import { caller } from '../plugins/access';
import { requestCount } from '../payment-requests/store';
import { ok } from '../plugins/envelope';
import { COUNT, NO_DATA } from '../responses/common';
import { IDENTITY_TOKEN, PRIVILEGES } from '../responses/auth';
import { message } from '../../src/engine/core/message';

export default async function sessionRoutes(app: FastifyInstance) {
  app.post('/api/auth/logout', { config: { access: {} }, schema: { response: NO_DATA } }, async (request) => {
    await revokeSession(app.db, (request.headers.authorization ?? '').slice(7).trim());
    return ok(null, message('session.loggedOut'));
  });
  app.get('/api/auth/privileges', { config: { access: {} }, schema: { response: PRIVILEGES } }, async (request) => {
    const { roleName, clientId } = caller(request);
    return ok(menuFor(app.declarations.menus(), roleName, await clientTypeOf(app.db, clientId)));
  });
  // Issue 30: the shipment count an approved client lands by is its count of payment requests (goods and services).
  app.get(
    '/api/shipments/count',
    { config: { access: { consoles: ['client'] } }, schema: { response: COUNT } },
    async (request) => {
      return ok(await requestCount(app.db, caller(request).clientId!));
    },
  );
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
          response: IDENTITY_TOKEN,
        },
      },
      async (request) =>
        ok({ token: issueIdentityToken((request.query as { email: string }).email) }, message('session.devIdentity')),
    );
  }
}
