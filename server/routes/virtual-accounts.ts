// Virtual accounts (spec 2 sections 2.7, 4.6, 5.6 and 7): the VACC currencies, a client's accounts, and the request
// that the partner bank fulfils in the background. The admin console may name any client.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import { enqueueJob } from '../jobs/jobs';
import { caller, callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { ISSUE_VIRTUAL_ACCOUNT, type IssuePayload } from '../virtual-accounts/issue-job';
import { requestAccounts, vaccCurrencies, virtualAccountsOf } from '../virtual-accounts/store';
import { VACC_CURRENCIES, VIRTUAL_ACCOUNTS } from '../responses/client-areas';
import { NO_DATA } from '../responses/common';

/** Seconds the simulated partner bank takes to issue accounts (VIRTUAL_ACCOUNT_SECONDS; 3 by default). */
const issueSeconds = () => Number(process.env.VIRTUAL_ACCOUNT_SECONDS ?? 3);

export default async function virtualAccountRoutes(app: FastifyInstance) {
  const access = { access: { rolesIn: { client: rolesWithMenu('/set-virtual-accounts'), admin: ['Admin'] } } };

  const vaccCurrenciesRoute = { config: access, schema: { response: VACC_CURRENCIES } };
  app.get('/api/virtual-accounts/currencies', vaccCurrenciesRoute, async () => ok(await vaccCurrencies(app.db)));

  app.get(
    '/api/virtual-accounts',
    {
      config: access,
      schema: { querystring: sharedSchema('virtualAccounts#/$defs/clientScope'), response: VIRTUAL_ACCOUNTS },
    },
    async (request) => {
      const clientId = callerClient(app, request, (request.query as { clientId?: string }).clientId, true)!;
      return ok(await virtualAccountsOf(app.db, clientId));
    },
  );

  app.post(
    '/api/virtual-accounts',
    { config: access, schema: { body: sharedSchema('virtualAccounts#/$defs/createAccounts'), response: NO_DATA } },
    async (request) => {
      const body = request.body as { clientId?: string; currencies: string[] };
      const clientId = callerClient(app, request, body.clientId, true)!;
      const user = caller(request);
      // Spec 2 section 6: a client user whose account is not approved may not add virtual accounts.
      if (app.console === 'client' && user.clientStatus !== 'Approved')
        throw new ApiError(409, message('session.activationInProgress'));
      const known = new Set((await vaccCurrencies(app.db)).map((row) => row.currency));
      const unknown = body.currencies.find((currency) => !known.has(currency));
      if (unknown) throw new ApiError(400, message('virtualAccounts.unknownCurrency', { currency: unknown }));
      await app.db.transaction(async (tx) => {
        for (const currency of await requestAccounts(tx, clientId, body.currencies, user.userId)) {
          const payload: IssuePayload = { clientId, currency };
          await enqueueJob(tx, ISSUE_VIRTUAL_ACCOUNT, payload, issueSeconds());
        }
      });
      return ok(null, message('virtualAccounts.inProgress'));
    },
  );
}
