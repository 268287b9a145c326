// Demo partner onboarding (spec 3 section 2.5): approved clients at every step with XFlow, one the partner holds, one
// whose KYC it refuses, one it deactivated; CL1001-CL1003 have not started, so the whole walk can be shown.
import type { Queryable } from '../db/db';
import { partnerClientIdOf, XFLOW_STEPS, type XFlowStep } from '../adapters/xflow';

/** The plan each demo partner client has on its Fees tab, which the fee plan step sends. */
const PLAN = {
  payoutFee: [{ sourceCurrency: 'ANY', destinationCurrency: 'ANY', fixed: 0, minimum: 0, variable: 0.75 }],
  payoutFxFee: [{ sourceCurrency: 'ANY', destinationCurrency: 'ANY', variable: 0.3, referenceRate: 'mid_market' }],
};

interface PartnerClient {
  clientId: string;
  name: string;
  email: string;
  mobile: string;
  /** Steps XFlow answered 200, in order. */
  done: number;
  status?: string;
  refusal?: { step: XFlowStep; message: string };
}

/** The words the simulated XFlow refuses Bhavani Handlooms' KYC with (the e2e test reads them). */
export const KYC_REFUSAL = "KYC rejected by XFlow: the director's PAN does not match the name on record";

export const PARTNER_CLIENTS: PartnerClient[] = [
  { clientId: 'CL1201', name: 'Sahyadri Agro Exports', email: 'sahyadri@demo.test', mobile: '9876501201', done: 1 },
  { clientId: 'CL1202', name: 'Konkan Cashew Company', email: 'konkan@demo.test', mobile: '9876501202', done: 2 },
  { clientId: 'CL1203', name: 'Nilgiri Tea Traders', email: 'nilgiri@demo.test', mobile: '9876501203', done: 3 },
  { clientId: 'CL1204', name: 'Kutch Salt Works', email: 'kutch@demo.test', mobile: '9876501204', done: 4 },
  { clientId: 'CL1205', name: 'Moradabad Brassware', email: 'brass@demo.test', mobile: '9876501205', done: 5 },
  { clientId: 'CL1206', name: 'Jaipur Gem House', email: 'gems@demo.test', mobile: '9876501206', done: 6 },
  {
    clientId: 'CL1207',
    name: 'Channapatna Toys',
    email: 'toys@demo.test',
    mobile: '9876501207',
    done: 2,
    status: 'hold',
  },
  {
    clientId: 'CL1208',
    name: 'Bhavani Handlooms',
    email: 'bhavani@demo.test',
    mobile: '9876501208',
    done: 1,
    status: 'input_required',
    refusal: { step: 'kycInfo', message: KYC_REFUSAL },
  },
  {
    clientId: 'CL1209',
    name: 'Sivakasi Print Works',
    email: 'sivakasi@demo.test',
    mobile: '9876501209',
    done: 6,
    status: 'deactivated',
  },
];

/** What each step leaves at the partner (as the simulated XFlow writes it). */
const stateAfter = (done: number) => ({
  status: done >= 6 ? 'activated' : done >= 2 ? 'verifying' : 'draft',
  payoutBank: done >= 3 ? 'verified' : null,
  activated: done >= 6 ? 'activated' : null,
  interval: done >= 5 ? 'weekly' : null,
  anchor: done >= 5 ? 'Monday' : null,
});

/** Seeds the partner clients, their users, fee plans, states at XFlow and each step's history row. */
export async function seedPartners(tx: Queryable): Promise<void> {
  const admin = (await tx.query<{ user_id: string }>("SELECT user_id FROM users WHERE role_name = 'Admin' LIMIT 1"))
    .rows[0].user_id;
  for (const [index, c] of PARTNER_CLIENTS.entries()) {
    await tx.query(
      `INSERT INTO clients (client_id, client_name, client_type, business_category, client_status, client_purpose,
                            created_at, approved_at)
       VALUES ($1, $2, 'Business', 'Goods Exporter', 'Approved', 'payments', now() - make_interval(days => $3 + 30),
               now() - make_interval(days => $3))`,
      [c.clientId, c.name, 20 - index * 2],
    );
    await tx.query(
      `INSERT INTO users (user_id, client_id, console, email, mobile, first_name, last_name, role_name)
       VALUES ($1, $2, 'client', $3, $4, $5, 'Admin', 'Client Exporter')`,
      [`US${c.clientId.slice(2)}`, c.clientId, c.email, c.mobile, c.name.split(' ')[0]],
    );
    await tx.query('INSERT INTO fee_plans (client_id, payout_fee, payout_fx_fee, updated_by) VALUES ($1, $2, $3, $4)', [
      c.clientId,
      JSON.stringify(PLAN.payoutFee),
      JSON.stringify(PLAN.payoutFxFee),
      admin,
    ]);
    const after = stateAfter(c.done);
    const steps = XFLOW_STEPS.slice(0, c.done);
    await tx.query(
      `INSERT INTO partner_clients (client_id, partner_id, partner_client_id, completed, partner_status,
                                    multi_currency_status, vban_status, payout_bank_status, payout_interval, payout_anchor)
       VALUES ($1, 'XFLOW', $2, $3, $4, $5, $5, $6, $7, $8)`,
      [
        c.clientId,
        partnerClientIdOf(c.clientId),
        steps,
        c.status ?? after.status,
        after.activated,
        after.payoutBank,
        after.interval,
        after.anchor,
      ],
    );
    for (const step of steps) {
      await tx.query(
        `INSERT INTO partner_onboarding_events (client_id, partner_id, step, user_id) VALUES ($1, 'XFLOW', $2, $3)`,
        [c.clientId, step, admin],
      );
    }
    if (c.refusal) {
      await tx.query('INSERT INTO xflow_refusals (client_id, step, message) VALUES ($1, $2, $3)', [
        c.clientId,
        c.refusal.step,
        c.refusal.message,
      ]);
    }
  }
}
