// The payments partner a client is onboarded with (XFlow, spec 3 sections 4 and 7): its calls and answers, and a
// deterministic simulation keeping each client's state at the partner in the database (partner_clients).
import { message } from '../../src/engine/core/message';
import type { Queryable } from '../db/db';

/** The onboarding steps in the partner's order (spec 3 section 4); the stepper is linear. */
export const XFLOW_STEPS = [
  'basicDetails',
  'kycInfo',
  'bankDetails',
  'feePlan',
  'accountSettings',
  'accountActivation',
] as const;
export type XFlowStep = (typeof XFLOW_STEPS)[number];

/** Where the status call reports each step (data.onboardingDetails.<key>). */
export const STATUS_KEYS: Record<XFlowStep, string> = {
  basicDetails: 'clientDetails',
  kycInfo: 'kycDetails',
  bankDetails: 'bankDetails',
  feePlan: 'feeDetails',
  accountSettings: 'accountSettings',
  accountActivation: 'activationDetails',
};

/** The ids every call after the first carries. */
export interface PartnerIds {
  partnerId: string;
  clientId: string;
  partnerClientId: string;
}

/** What each call sends besides the ids (spec 3 section 7). */
export interface StepPayloads {
  basicDetails: Record<string, unknown> & { clientId: string; partnerId: string };
  kycInfo: PartnerIds & { personDetails: Record<string, unknown>[] };
  bankDetails: PartnerIds & { accountDetails: Record<string, unknown> | null };
  feePlan: PartnerIds & { payoutFee: unknown[]; payoutFxFee: unknown[] };
  accountSettings: PartnerIds & { payoutInterval: string; payoutAnchor: string | null };
  accountActivation: PartnerIds;
}

/** A partner's answer in its envelope; data of the first call carries the new partnerClientId. */
export interface PartnerAnswer {
  responseCode: number;
  message: string;
  data: Record<string, unknown> | null;
}

/** One step as the status call reports it. */
export type StepReport = { responseCode: number; message: string; data?: Record<string, unknown> };

/** The partner: the status of a client's onboarding, and one call per step. Writes go through the caller's transaction. */
export interface XFlowPartner {
  status(db: Queryable, partnerId: string, clientId: string): Promise<Record<string, StepReport>>;
  send<S extends XFlowStep>(tx: Queryable, step: S, payload: StepPayloads[S]): Promise<PartnerAnswer>;
}

/** The partner's words for a step it has no record of yet. */
export const NOT_SUBMITTED = message('partners.xflow.notSubmitted');

/** The partner's id for a client: fixed by the client's id, the same on every run. */
export const partnerClientIdOf = (clientId: string) => `XF-${clientId}`;

/** What each step changes of the client's state at the partner, besides marking it complete. */
const EFFECTS: Record<XFlowStep, string> = {
  basicDetails: '',
  kycInfo: ", partner_status = 'verifying'",
  bankDetails: ", payout_bank_status = 'verified'",
  feePlan: '',
  accountSettings: ', payout_interval = $4, payout_anchor = $5',
  accountActivation: ", partner_status = 'activated', multi_currency_status = 'activated', vban_status = 'activated'",
};

/**
 * Answers 200 and records the step, unless a row of `xflow_refusals` names the client and step: then 400 with that
 * row's message, and nothing changes. Each step may be sent again (the partner answers 200 and keeps its record).
 */
export const simulatedXFlow: XFlowPartner = {
  async status(db, partnerId, clientId) {
    const { rows } = await db.query<{ partner_client_id: string; completed: string[] }>(
      'SELECT partner_client_id, completed FROM partner_clients WHERE client_id = $1 AND partner_id = $2',
      [clientId, partnerId],
    );
    const state = rows[0];
    return Object.fromEntries(
      XFLOW_STEPS.map((step) => {
        const done = state?.completed.includes(step);
        const report: StepReport = done
          ? { responseCode: 200, message: message('common.success') }
          : { responseCode: 404, message: NOT_SUBMITTED };
        if (done && step === 'basicDetails') report.data = { partnerClientId: state.partner_client_id };
        return [STATUS_KEYS[step], report];
      }),
    );
  },

  async send(tx, step, payload) {
    const refusal = await tx.query<{ message: string }>(
      'SELECT message FROM xflow_refusals WHERE client_id = $1 AND step = $2',
      [payload.clientId, step],
    );
    if (refusal.rows[0]) return { responseCode: 400, message: refusal.rows[0].message, data: null };
    const partnerClientId = partnerClientIdOf(payload.clientId);
    if (step === 'basicDetails') {
      await tx.query(
        `INSERT INTO partner_clients (client_id, partner_id, partner_client_id) VALUES ($1, $2, $3)
         ON CONFLICT (client_id, partner_id) DO NOTHING`,
        [payload.clientId, payload.partnerId, partnerClientId],
      );
    }
    const settings = payload as Partial<StepPayloads['accountSettings']>;
    const params: unknown[] = [payload.clientId, step, payload.partnerId];
    if (step === 'accountSettings') params.push(settings.payoutInterval, settings.payoutAnchor);
    const { rows } = await tx.query(
      `UPDATE partner_clients
          SET completed = CASE WHEN $2 = ANY (completed) THEN completed ELSE array_append(completed, $2::text) END,
              updated_at = now()${EFFECTS[step]}
        WHERE client_id = $1 AND partner_id = $3
        RETURNING 1`,
      params,
    );
    if (!rows.length) return { responseCode: 400, message: message('partners.xflow.unknownClient'), data: null };
    return { responseCode: 200, message: message('common.success'), data: { partnerClientId } };
  },
};
