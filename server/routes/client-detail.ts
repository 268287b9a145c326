// The admin's client detail (spec 3 sections 2.4, 5 and 7): the client's record, all active clients, the primary
// bank account, GST and IEC verification, and the status update that approves, rejects or asks for action.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { RegisterUnavailableError } from '../adapters/gst-iec-register';
import {
  appendRemark,
  approvalRecord,
  approvedClients,
  approveRemarks,
  checkOf,
  clientRole,
  feePlanOf,
  lockClient,
  primaryBankAccount,
  recordCheck,
  remarkHistory,
  setClientStatus,
} from '../client-detail/store';
import { validateForm } from '../forms/validate-form';
import { clientDetails } from '../onboarding/client-details';
import { targetClient } from '../onboarding/scope';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import type { Queryable } from '../db/db';
import { ACTIVE_CLIENTS, CLIENT_DETAIL, GST_VERDICT, IEC_VERDICT, PRIMARY_ACCOUNT } from '../responses/client-detail';
import { NO_DATA } from '../responses/common';

/** The admin console's Admin alone works on a client's detail. */
export const CLIENT_DETAIL_ACCESS = { access: { consoles: ['admin' as const], roles: ['Admin'] } };

/** The form whose schema and rules judge a status update, in the browser and here. */
const VERIFICATION_FORM = 'clientDetail.verification';

const clientParam = {
  params: sharedSchema('clientDetail#/$defs/clientOnly'),
};

interface StatusUpdate {
  clientId: string;
  iecNumber?: string;
  gstNumber?: string;
  remarks?: string;
  status: string;
  gstVerified?: boolean;
  iecVerified?: boolean;
}

/** What the approval rule reads of a client: its user's role and whether it uploaded a GST file. */
async function approvalFacts(db: Queryable, clientId: string) {
  const record = await approvalRecord(db, clientId);
  return {
    role: (await clientRole(db, clientId)) ?? undefined,
    businessInformation: { gstFile: record.gstFile ?? undefined },
    iecNumber: record.iecNumber ?? undefined,
    gstNumber: record.gstNumber ?? undefined,
  };
}

export default async function clientDetailRoutes(app: FastifyInstance) {
  app.get('/api/clients/active', { config: CLIENT_DETAIL_ACCESS, schema: { response: ACTIVE_CLIENTS } }, async () => {
    return ok(await approvedClients(app.db));
  });

  app.get(
    '/api/clients/:clientId/primary-bank-account',
    { config: CLIENT_DETAIL_ACCESS, schema: { ...clientParam, response: PRIMARY_ACCOUNT } },
    async (request) => {
      const client = await targetClient(app, request, (request.params as { clientId: string }).clientId);
      return ok((await primaryBankAccount(app.db, client.clientId)) ?? null);
    },
  );

  // The client detail: the onboarding record with the role, the numbers as verified, the remark history.
  const detailRoute = { config: CLIENT_DETAIL_ACCESS, schema: { ...clientParam, response: CLIENT_DETAIL } };
  app.get('/api/clients/:clientId', detailRoute, async (request) => {
    const client = await targetClient(app, request, (request.params as { clientId: string }).clientId);
    const facts = await approvalFacts(app.db, client.clientId);
    return ok({
      ...(await clientDetails(app.db, client, caller(request).userId, app.declarations.entity('client'))),
      role: facts.role ?? null,
      approveRemarks: await approveRemarks(app.db, client.clientId),
      remarkHistory: await remarkHistory(app.db, client.clientId),
      feePlanSaved: (await feePlanOf(app.db, client.clientId)).saved,
      verification: {
        clientId: client.clientId,
        iecNumber: facts.iecNumber,
        gstNumber: facts.gstNumber,
        gstVerified: await checkOf(app.db, client.clientId, 'gst', facts.gstNumber),
        iecVerified: await checkOf(app.db, client.clientId, 'iec', facts.iecNumber),
        status: ['Approved', 'Action_Required', 'Rejected'].includes(client.clientStatus ?? '')
          ? client.clientStatus
          : undefined,
      },
    });
  });

  app.post(
    '/api/clients/validate-gstin',
    {
      config: CLIENT_DETAIL_ACCESS,
      schema: { body: sharedSchema('clientDetail#/$defs/validateGstin'), response: GST_VERDICT },
    },
    async (request) => {
      const { clientId, gstNumber } = request.body as { clientId: string; gstNumber: string };
      const client = await targetClient(app, request, clientId);
      const valid = await app.providers.gstIecRegister.verifyGstin(gstNumber);
      await recordCheck(app.db, client.clientId, 'gst', gstNumber, valid);
      return ok({ gstVerified: valid }, valid ? message('approval.gstVerified') : message('approval.gstInvalid'));
    },
  );

  app.post(
    '/api/clients/validate-iec',
    {
      config: CLIENT_DETAIL_ACCESS,
      schema: { body: sharedSchema('clientDetail#/$defs/validateIec'), response: IEC_VERDICT },
    },
    async (request) => {
      const { clientId, iecNumber } = request.body as { clientId: string; iecNumber: string };
      const client = await targetClient(app, request, clientId);
      const iecStatus = await app.providers.gstIecRegister.verifyIec(iecNumber).catch((error: unknown) => {
        if (error instanceof RegisterUnavailableError) throw new ApiError(502, message('approval.iecError'));
        throw error;
      });
      await recordCheck(app.db, client.clientId, 'iec', iecNumber, iecStatus === 'Valid');
      return ok({ iecStatus }, message('approval.iecStatus', { status: iecStatus }));
    },
  );

  // Judged by the same form and rule as the browser, on the server's own record of what was verified.
  app.post(
    '/api/clients/status',
    { config: CLIENT_DETAIL_ACCESS, schema: { body: { type: 'object' }, response: NO_DATA } },
    async (request) => {
      const body = request.body as StatusUpdate;
      const client = await targetClient(app, request, typeof body.clientId === 'string' ? body.clientId : undefined);
      const user = caller(request);
      await app.db.transaction(async (tx) => {
        await lockClient(tx, client.clientId);
        const facts = await approvalFacts(tx, client.clientId);
        const data: StatusUpdate = {
          ...body,
          gstVerified: await checkOf(tx, client.clientId, 'gst', body.gstNumber),
          iecVerified: await checkOf(tx, client.clientId, 'iec', body.iecNumber),
        };
        for (const key of ['gstVerified', 'iecVerified'] as const) if (data[key] === undefined) delete data[key];
        validateForm(app.declarations.form(VERIFICATION_FORM), data as unknown as Record<string, unknown>, {
          console: 'admin',
          role: user.roleName,
          related: { page: facts },
        });
        if (body.status === 'Approved' && !(await feePlanOf(tx, client.clientId)).saved)
          throw new ApiError(400, message('approval.feePlanMissing'));
        await setClientStatus(tx, client.clientId, {
          status: body.status,
          iecNumber: body.iecNumber ?? null,
          gstNumber: body.gstNumber ?? null,
          remarks: body.remarks ?? null,
        });
        await appendRemark(
          tx,
          client.clientId,
          { clientStatus: body.status, remark: body.remarks ?? null },
          { userId: user.userId, roleName: user.roleName },
        );
      });
      return ok(null, message('approval.statusUpdated'));
    },
  );
}
