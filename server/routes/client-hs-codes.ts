// A client's own HS codes (spec 3 section 2.1, client console): list, add from the active list, toggle; never another client's.
import type { FastifyInstance } from 'fastify';
import { caller } from '../plugins/access';
import { addClientHsCode, clientHsCodes, hsCodeExists, setClientHsCodeStatus } from '../masters/store';
import { ApiError, ok } from '../plugins/envelope';
import { formBody, sharedSchema } from '../schemas';
import { HS_CODE_EXISTS } from './hs-codes';
import { message } from '../../src/engine/core/message';
import { CLIENT_HS_CODES } from '../responses/misc';
import { HS_CODE } from '../responses/masters';
import { STATUS } from '../responses/common';

const CLIENT = { consoles: ['client' as const] };

/** Spec 3 section 6: clients whose account is not approved may not add HS codes. */
export const NOT_APPROVED = message('session.activationInProgress');

const clientOf = (request: Parameters<typeof caller>[0]) => {
  const user = caller(request);
  if (!user.clientId) throw new ApiError(403, message('common.forbidden'));
  return user;
};

export default async function clientHsCodeRoutes(app: FastifyInstance) {
  app.get(
    '/api/client/hs-codes',
    { config: { access: CLIENT }, schema: { response: CLIENT_HS_CODES } },
    async (request) => {
      return ok(await clientHsCodes(app.db, clientOf(request).clientId!));
    },
  );
  app.post(
    '/api/client/hs-codes',
    { config: { access: CLIENT }, schema: { body: formBody('masters.client-hs-code'), response: HS_CODE } },
    async (request) => {
      const user = clientOf(request);
      // 409, not 403: the browser reads 403 as an ended session.
      if (user.clientStatus !== 'Approved') throw new ApiError(409, NOT_APPROVED);
      const { hsCode } = request.body as { hsCode: string };
      if (!(await hsCodeExists(app.db, hsCode, true)))
        throw new ApiError(400, message('masters.hsCode.selectFromList'));
      if (!(await addClientHsCode(app.db, user.clientId!, hsCode))) throw new ApiError(409, HS_CODE_EXISTS);
      return ok({ hsCode }, message('masters.hsCode.added'));
    },
  );
  app.put(
    '/api/client/hs-codes/:hsCode/status',
    {
      config: { access: CLIENT },
      schema: {
        params: { type: 'object', properties: { hsCode: { type: 'string' } } },
        body: sharedSchema('masters#/$defs/statusChange'),
        response: STATUS,
      },
    },
    async (request) => {
      const { hsCode } = request.params as { hsCode: string };
      const { status } = request.body as { status: string };
      if (!(await setClientHsCodeStatus(app.db, clientOf(request).clientId!, hsCode, status)))
        throw new ApiError(404, message('masters.status.failed'));
      return ok({ status }, message('masters.status.updated'));
    },
  );
}
