// Add Customers (issue 30, /admin-service/payers): the client's payers listed (all, or the active ones a request may
// choose), added and edited through the declared dialog's form in the client console, on the caller's own client; the
// Admin lists the payers of the client it names.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import {
  activePayers,
  createPayer,
  listPayers,
  payerCountryOffered,
  updatePayer,
  type Payer,
  type PayerInput,
} from '../payers/store';
import { caller, callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { validateForm } from '../forms/validate-form';
import { sharedSchema } from '../schemas';
import { PAYERS, PAYER_SAVED } from '../responses/payment-requests';

/** A payer as the table lists it: its active flag also as the status the filter counts. */
const row = (payer: Payer) => ({ ...payer, status: payer.active ? 'Active' : 'Inactive' });

/** Every client role whose menu has Add Customers, and the roles that choose a payer for a request (spec 1 section 6). */
export const PAYER_ROLES = [
  ...new Set([
    ...rolesWithMenu('/admin-service/payers'),
    ...rolesWithMenu('/shipment'),
    ...rolesWithMenu('/receive-payments'),
  ]),
];

export default async function payerRoutes(app: FastifyInstance) {
  const access = { access: { rolesIn: { client: PAYER_ROLES, admin: ['Admin'] } } };
  const manage = { access: { consoles: ['client' as const], roles: rolesWithMenu('/admin-service/payers') } };

  /** The caller's client, approved before it may add or change a payer (spec 1 section 6). */
  const actingClient = (request: FastifyRequest) => {
    const clientId = callerClient(app, request, undefined, true)!;
    if (caller(request).clientStatus !== 'Approved') throw new ApiError(409, message('session.activationInProgress'));
    return clientId;
  };
  /** The dialog's data, judged by its own form in the browser's words, its country one the dialog offers. */
  const payerOf = async (request: FastifyRequest) => {
    const payer = validateForm(app.declarations.form('payers.payer'), request.body as Record<string, unknown>, {
      console: app.console,
      role: caller(request).roleName,
    }) as unknown as PayerInput;
    if (!(await payerCountryOffered(app.db, payer.country))) throw new ApiError(400, message('payers.countryUnknown'));
    return payer;
  };

  app.get(
    '/api/payers',
    { config: access, schema: { querystring: sharedSchema('payers#/$defs/listQuery'), response: PAYERS } },
    async (request) => {
      const query = request.query as { active?: string; clientId?: string };
      const clientId = callerClient(app, request, query.clientId, true)!;
      const onlyActive = query.active === 'true';
      return ok((onlyActive ? await activePayers(app.db, clientId) : await listPayers(app.db, clientId)).map(row));
    },
  );

  app.post(
    '/api/payers',
    { config: manage, schema: { body: sharedSchema('payers#/$defs/payerBody'), response: PAYER_SAVED } },
    async (request) => {
      const clientId = actingClient(request);
      const payer = await payerOf(request);
      const payerId = await app.db.transaction((tx) => createPayer(tx, clientId, payer));
      return ok({ payerId }, message('payers.added'));
    },
  );

  app.put(
    '/api/payers/:payerId',
    {
      config: manage,
      schema: {
        params: sharedSchema('payers#/$defs/payerRef'),
        body: sharedSchema('payers#/$defs/payerBody'),
        response: PAYER_SAVED,
      },
    },
    async (request) => {
      const clientId = actingClient(request);
      const { payerId } = request.params as { payerId: string };
      const payer = await payerOf(request);
      const saved = await app.db.transaction((tx) => updatePayer(tx, clientId, payerId, payer));
      if (!saved) throw new ApiError(404, message('payers.notFound'));
      return ok({ payerId }, message('payers.updated'));
    },
  );
}
