// Partner onboarding's records (spec 3 sections 2.5, 3 and 7): the list rows, the active partners, the client's
// state at the partner under a lock, and each step's payload built from what the client saved.
import { feePlanOf } from '../client-detail/store';
import type { Queryable } from '../db/db';
import { listAccounts } from '../onboarding/bank-accounts';
import { loadDetails } from '../onboarding/details';
import { listStakeholders } from '../onboarding/stakeholders';
import type { PartnerIds, StepPayloads } from '../adapters/xflow';

/** Approved clients with their state at the partner; 'Not started' when there is none (spec 3 section 3). */
export async function onboardingRows(db: Queryable): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query(
    `SELECT to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
            to_char(c.approved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "approvedAt",
            COALESCE(o.business->>'companyName', c.client_name) AS "companyName",
            COALESCE(o.basic->>'businessLegalName', c.client_name) AS "businessLegalName",
            c.client_id AS "clientId", c.client_type AS "clientType", c.business_category AS "businessCategory",
            u.email, u.mobile, p.partner_name AS "partnerName", pc.partner_client_id AS "partnerClientId",
            COALESCE(pc.partner_status, 'Not started') AS "partnerStatus",
            pc.multi_currency_status AS "partnerMultiCurrencyStatus", pc.vban_status AS "partnerVbanStatus",
            pc.payout_bank_status AS "partnerPayoutBankStatus"
       FROM clients c
       LEFT JOIN onboarding o ON o.client_id = c.client_id
       LEFT JOIN LATERAL (SELECT email, mobile FROM users WHERE client_id = c.client_id ORDER BY user_id LIMIT 1) u
         ON true
       LEFT JOIN partner_clients pc ON pc.client_id = c.client_id
       LEFT JOIN partners p ON p.partner_id = pc.partner_id
      WHERE c.client_status = 'Approved'
      ORDER BY c.approved_at DESC, c.client_id`,
  );
  return rows;
}

/** The partners a client may be onboarded with, as a radio lists them. */
export async function activePartners(db: Queryable) {
  const { rows } = await db.query<{ partnerId: string; partnerName: string }>(
    `SELECT partner_id AS "partnerId", partner_name AS "partnerName" FROM partners WHERE status = 'active'
      ORDER BY partner_name`,
  );
  return rows;
}

/** The client's state at the partner: the steps it completed and its id there. */
export interface PartnerState {
  clientStatus: string | null;
  clientName: string | null;
  partnerActive: boolean;
  partnerClientId: string | null;
  completed: string[];
}

/**
 * Locks the client's row for the rest of the transaction, so steps of one client run one at a time (twenty identical
 * requests at once change the state once), and reads its state; null for an unknown client.
 */
export async function lockState(tx: Queryable, clientId: string, partnerId: string): Promise<PartnerState | null> {
  const client = await tx.query<{ client_status: string | null; client_name: string | null }>(
    'SELECT client_status, client_name FROM clients WHERE client_id = $1 FOR UPDATE',
    [clientId],
  );
  if (!client.rows[0]) return null;
  const partner = await tx.query('SELECT 1 FROM partners WHERE partner_id = $1 AND status = $2', [partnerId, 'active']);
  const state = await tx.query<{ partner_client_id: string; completed: string[] }>(
    'SELECT partner_client_id, completed FROM partner_clients WHERE client_id = $1 AND partner_id = $2',
    [clientId, partnerId],
  );
  return {
    clientStatus: client.rows[0].client_status,
    clientName: client.rows[0].client_name,
    partnerActive: partner.rows.length > 0,
    partnerClientId: state.rows[0]?.partner_client_id ?? null,
    completed: state.rows[0]?.completed ?? [],
  };
}

/** Writes the history row of a completed step, in the step's transaction. */
export async function recordStep(
  tx: Queryable,
  ids: { clientId: string; partnerId: string },
  step: string,
  userId: string,
) {
  await tx.query(
    'INSERT INTO partner_onboarding_events (client_id, partner_id, step, user_id) VALUES ($1, $2, $3, $4)',
    [ids.clientId, ids.partnerId, step, userId],
  );
}

/** The create-partner-client payload (spec 3 section 7) from the client's saved onboarding. */
export async function clientPayload(db: Queryable, clientId: string, partnerId: string) {
  const { basic, business } = await loadDetails(db, clientId);
  const saved: Record<string, unknown> = { ...basic, ...business };
  const { rows } = await db.query<{ client_type: string; business_category: string; client_name: string | null }>(
    'SELECT client_type, business_category, client_name FROM clients WHERE client_id = $1',
    [clientId],
  );
  const value = (key: string) => saved[key] ?? null;
  return {
    clientId,
    partnerId,
    clientType: rows[0].client_type,
    businessCategory: rows[0].business_category,
    companyName: value('companyName') ?? rows[0].client_name,
    businessLegalName: value('businessLegalName') ?? rows[0].client_name,
    email: value('email'),
    businessType: value('businessType'),
    address1: value('address1'),
    address2: value('address2'),
    city: value('city'),
    state: value('state'),
    country: value('country'),
    postalCode: value('pinCode'),
    website: value('webSite'),
    businessDescription: value('businessDescription'),
    businessGst: value('gstNumber'),
    registrationProofFile: saved.registrationProofFile ? JSON.stringify(saved.registrationProofFile) : null,
    estimatedMonthlyVolume: value('estimatedMonthlyVolume'),
    estimatedCurrency: value('estimatedCurrency'),
    iecNumber: value('iecNumber'),
  };
}

/** The KYC payload: the client's stakeholders as its onboarding saved them. */
export const kycPayload = async (db: Queryable, ids: PartnerIds): Promise<StepPayloads['kycInfo']> => ({
  ...ids,
  personDetails: await listStakeholders(db, ids.clientId),
});

/** The payout bank payload: the client's primary account. */
export const bankPayload = async (db: Queryable, ids: PartnerIds): Promise<StepPayloads['bankDetails']> => ({
  ...ids,
  accountDetails: (await listAccounts(db, ids.clientId))[0] ?? null,
});

/** The fee plan payload: the client's plan from its Fees tab. */
export const feePlanPayload = async (db: Queryable, ids: PartnerIds): Promise<StepPayloads['feePlan']> => {
  const { payoutFee, payoutFxFee } = await feePlanOf(db, ids.clientId);
  return { ...ids, payoutFee, payoutFxFee };
};

/** Whether a client exists. */
export async function clientExists(db: Queryable, clientId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM clients WHERE client_id = $1', [clientId])).rows.length > 0;
}

/** Whether a partner exists. */
export async function partnerExists(db: Queryable, partnerId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM partners WHERE partner_id = $1', [partnerId])).rows.length > 0;
}
