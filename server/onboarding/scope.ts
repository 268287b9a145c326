// Which client an onboarding call works on: the caller's own in the client console, the named one in the admin console.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RuleContext } from '../../src/engine/core/rules';
import type { Queryable } from '../db/db';
import { caller, callerClient, type RouteAccess } from '../plugins/access';
import { ApiError } from '../plugins/envelope';

/** Onboarding routes: any client-console user on their own client; in the admin console only the Admin. */
export const ONBOARDING_ACCESS: RouteAccess = { rolesIn: { admin: ['Admin'] } };

/** The client a call works on, as the rules and the responses need it. */
export interface TargetClient {
  clientId: string;
  clientName: string | null;
  clientStatus: string | null;
  clientType: 'Business' | 'Individual';
  clientPurpose: string | null;
  businessCategory: string;
}

/** Spec 2 section 4.1: an Approved or Rejected client's onboarding is read-only. */
export const READ_ONLY_STATUSES = ['Approved', 'Rejected'];

/** The spec's words for a refused write. */
export const readOnlyMessage = (status: string) => message('onboarding.readOnly.banner', { clientStatus: status });

const CLIENT_COLUMNS = `client_id AS "clientId", client_name AS "clientName", client_status AS "clientStatus",
  client_type AS "clientType", client_purpose AS "clientPurpose", business_category AS "businessCategory"`;

/**
 * The client of this call. Client console: the caller's own; naming another is forbidden. Admin console: the
 * client named (required, must exist).
 */
export async function targetClient(
  app: FastifyInstance,
  request: FastifyRequest,
  named: string | undefined,
): Promise<TargetClient> {
  const { rows } = await app.db.query<TargetClient>(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE client_id = $1`, [
    callerClient(app, request, named, true),
  ]);
  if (!rows[0]) throw new ApiError(404, message('onboarding.scope.clientNotFound'));
  return rows[0];
}

/**
 * Starts a write on the client's onboarding: locks its row for the rest of the transaction, so writes to one
 * client run one at a time, and refuses when its onboarding is read-only.
 */
export async function lockWritable(tx: Queryable, clientId: string): Promise<void> {
  const { rows } = await tx.query<{ client_status: string | null }>(
    'SELECT client_status FROM clients WHERE client_id = $1 FOR UPDATE',
    [clientId],
  );
  refuseReadOnly(rows[0]?.client_status ?? null);
}

/** Refuses a write to an Approved or Rejected client's onboarding: 409, since the browser reads 403 as a lost session. */
export function refuseReadOnly(status: string | null): void {
  if (status && READ_ONLY_STATUSES.includes(status)) throw new ApiError(409, readOnlyMessage(status));
}

/** The context the declared rules run in, as the browser builds it for this client. */
export const ruleContext = (
  app: FastifyInstance,
  request: FastifyRequest,
  client: TargetClient,
  related?: Record<string, unknown>,
): RuleContext => ({
  console: app.console,
  role: caller(request).roleName,
  clientStatus: client.clientStatus,
  clientType: client.clientType,
  ...(related ? { related } : {}),
});
