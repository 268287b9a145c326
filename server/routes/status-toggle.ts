// The master screens' status toggle: one admin-only route shape shared by every master table.
import type { FastifyInstance } from 'fastify';
import { setMasterStatus, type StatusTable } from '../masters/store';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { message } from '../../src/engine/core/message';
import { STATUS } from '../responses/common';

/** Where one master keeps its rows. */
export interface StatusTarget extends StatusTable {
  /** Route path with the key parameter, e.g. '/api/masters/currencies/:countryCode/status'. */
  path: string;
  param: string;
  /** Schema of the key as it appears in the path. */
  keySchema?: object;
}

/** Registers PUT <path> { status } for admins of the admin console; any other property is refused with 400. */
export function statusToggleRoute(app: FastifyInstance, target: StatusTarget) {
  app.put(
    target.path,
    {
      config: { access: { consoles: ['admin'], roles: ['Admin'] } },
      schema: {
        params: {
          type: 'object',
          required: [target.param],
          properties: { [target.param]: target.keySchema ?? { type: 'string' } },
        },
        body: sharedSchema('masters#/$defs/statusChange'),
        response: STATUS,
      },
    },
    async (request) => {
      const key = (request.params as Record<string, unknown>)[target.param];
      const { status } = request.body as { status: string };
      if (!(await setMasterStatus(app.db, target, key, status)))
        throw new ApiError(404, message('masters.status.failed'));
      return ok({ status }, message('masters.status.updated'));
    },
  );
}
