// Currency master (spec 3 section 2.1): list for both consoles, status toggle for admins.
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { currencies } from '../masters/store';
import { statusToggleRoute } from './status-toggle';
import { CURRENCIES } from '../responses/masters';

export default async function currencyRoutes(app: FastifyInstance) {
  app.get('/api/masters/currencies', { config: { access: {} }, schema: { response: CURRENCIES } }, async () => {
    return ok(await currencies(app.db));
  });
  statusToggleRoute(app, {
    path: '/api/masters/currencies/:countryCode/status',
    table: 'currencies',
    keyColumn: 'country_code',
    param: 'countryCode',
  });
}
