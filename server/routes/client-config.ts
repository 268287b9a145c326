// System Config (issue 31) in the client console: the caller's System Config entries, its client's payout bank accounts
// (listed, added through the bank form and the bank's validation, primary chosen, removed) and its e-BRC set-up.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientTypeOf, rolesWithMenu } from '../auth/login-response';
import { addPayoutAccount, choosePrimary, listPayoutAccounts, removePayoutAccount } from '../client-config/accounts';
import { ebrcSetupOf } from '../client-config/ebrc';
import { SYSTEM_CONFIG_PATH, systemConfigEntries } from '../client-config/entries';
import { validateForm } from '../forms/validate-form';
import { refuseForeignDocuments } from '../onboarding/documents';
import { ruleContext, targetClient } from '../onboarding/scope';
import { BANK_MESSAGES, verifyAccount } from '../onboarding/verify-account';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { CONFIG_ENTRIES, EBRC_SETUP, PAYOUT_ACCOUNTS } from '../responses/client-areas';
import { NO_DATA, SAVED_ID } from '../responses/common';

type Data = Record<string, unknown>;

/** Client console only, and only the roles whose menu leads to the screen. */
const menuAccess = (path: string) => ({ access: { consoles: ['client' as const], roles: rolesWithMenu(path) } });

export default async function clientConfigRoutes(app: FastifyInstance) {
  const accounts = menuAccess('/admin-service/accounts');
  /**
   * Who makes a change, for its audit row: the caller and its own client. Until the client is approved its account is
   * the onboarding bank step's to set (spec 1 section 6: add controls are blocked for clients not approved).
   */
  const who = (request: FastifyRequest) => {
    const user = caller(request);
    if (user.clientStatus !== 'Approved') throw new ApiError(409, message('session.activationInProgress'));
    return { clientId: user.clientId!, userId: user.userId };
  };

  const configEntriesRoute = { config: menuAccess(SYSTEM_CONFIG_PATH), schema: { response: CONFIG_ENTRIES } };
  app.get('/api/client-config/entries', configEntriesRoute, async (request) => {
    const { roleName, clientId } = caller(request);
    return ok(systemConfigEntries(app.declarations.menus(), roleName, await clientTypeOf(app.db, clientId)));
  });

  const payoutAccountsRoute = { config: accounts, schema: { response: PAYOUT_ACCOUNTS } };
  app.get('/api/client-config/accounts', payoutAccountsRoute, async (request) => {
    const client = await targetClient(app, request, undefined);
    return ok(await listPayoutAccounts(app.db, client.clientId));
  });

  app.post(
    '/api/client-config/accounts',
    { config: accounts, schema: { body: sharedSchema('clientConfig#/$defs/newAccount'), response: SAVED_ID } },
    async (request) => {
      const actor = who(request);
      const client = await targetClient(app, request, undefined);
      const account = request.body as Data;
      if (typeof account.accountNumberRe === 'string' && account.accountNumberRe !== account.accountNumber)
        throw new ApiError(400, BANK_MESSAGES.numbersDiffer);
      validateForm(app.declarations.form('onboarding.bank'), account, ruleContext(app, request, client));
      await refuseForeignDocuments(app.db, client.clientId, account);
      // The bank is asked before the transaction, so no row stays locked while it answers.
      const verification = await verifyAccount(app, client.clientId, account);
      const id = await app.db.transaction((tx) => addPayoutAccount(tx, actor, account, verification));
      return ok({ id }, message('onboarding.bank.saved'));
    },
  );

  app.post(
    '/api/client-config/accounts/primary',
    { config: accounts, schema: { body: sharedSchema('clientConfig#/$defs/accountRef'), response: NO_DATA } },
    async (request) => {
      const { id } = request.body as { id: string };
      const actor = who(request);
      await app.db.transaction((tx) => choosePrimary(tx, actor, id));
      return ok(null, message('clientConfig.accounts.primaryChosen'));
    },
  );

  app.post(
    '/api/client-config/accounts/remove',
    { config: accounts, schema: { body: sharedSchema('clientConfig#/$defs/accountRef'), response: NO_DATA } },
    async (request) => {
      const { id } = request.body as { id: string };
      const actor = who(request);
      await app.db.transaction((tx) => removePayoutAccount(tx, actor, id));
      return ok(null, message('clientConfig.accounts.removed'));
    },
  );

  const ebrcSetupRoute = { config: menuAccess('/admin-service/ebrc'), schema: { response: EBRC_SETUP } };
  app.get('/api/client-config/ebrc', ebrcSetupRoute, async (request) => {
    const client = await targetClient(app, request, undefined);
    return ok(await ebrcSetupOf(app.db, client.clientId, app.config.ebrcIpAddress));
  });
}
