// Shared pieces of the money flow's server tests (payers, payment requests, lifecycle, dashboards, scrips, e-FIRA): an
// approved client with its users, a payer, a request, the lifecycle's jobs run until none is left, and both consoles'
// apps on one database.
import { simulatedFxRates } from '../adapters/fx-rates';
import { simulatedPaymentsPartner } from '../adapters/payments-partner';
import type { Db } from '../db/db';
import { runNextJob, type JobHandler } from '../jobs/jobs';
import { createPayer, type PayerInput } from '../payers/store';
import { lifecycleJobs, startLifecycle } from '../payment-lifecycle/jobs';
import { createRequest, type NewRequest } from '../payment-requests/store';
import { openTestDb, testApp } from './test-app';
import { SETTLE_PAYOUT, settlePayout } from '../transactions/settle-job';

/** A buyer abroad with every field the dialog asks for. */
export const TEST_PAYER: PayerInput = {
  payerName: 'Test Buyer LLC',
  email: 'buyer@example.com',
  mobileCode: '+1',
  mobile: '2025550100',
  country: 'US',
  address1: '1 Main Street',
  address2: null,
  city: 'Boston',
  state: 'Massachusetts',
  pincode: '02108',
  active: true,
};

/** Adds a payer of the client (TEST_PAYER with `changes`); answers its id. */
export const addPayer = (db: Db, clientId: string, changes: Partial<PayerInput> = {}) =>
  db.transaction((tx) => createPayer(tx, clientId, { ...TEST_PAYER, ...changes }));

let invoices = 0;

/**
 * Adds a goods request of USD 1,000.00 of the client to the payer (with `changes`); `start` begins its life as the
 * creating route does. Answers its id.
 */
export const addRequest = (
  db: Db,
  request: Pick<NewRequest, 'clientId' | 'payerId'> & Partial<NewRequest>,
  start = false,
) =>
  db.transaction(async (tx) => {
    const { requestId } = await createRequest(tx, {
      kind: 'goods',
      invoiceNumber: `T-${++invoices}-${Date.now()}`,
      invoiceDate: '2026-11-01',
      purposeCode: 'P0102',
      amount: '1000.00',
      currency: 'USD',
      dueDate: '2026-12-31',
      ...request,
    });
    if (start) await startLifecycle(tx, requestId);
    return requestId;
  });

/** One client-console user of a test client: id, e-mail, mobile, role. */
export type TestUser = [userId: string, email: string, mobile: string, role: string];

/** Inserts an approved goods exporter (approved at `approvedAt`, now when absent) and its users. */
export async function approvedClient(db: Db, clientId: string, name: string, users: TestUser[], approvedAt?: string) {
  await db.query(
    `INSERT INTO clients (client_id, client_name, client_type, business_category, client_status, approved_at)
     VALUES ($1, $2, 'Business', 'Goods Exporter', 'Approved', COALESCE($3::timestamptz, now()))`,
    [clientId, name, approvedAt ?? null],
  );
  for (const [userId, email, mobile, role] of users)
    await db.query(
      `INSERT INTO users (user_id, client_id, console, email, mobile, first_name, last_name, role_name)
       VALUES ($1, $2, 'client', $3, $4, 'Test', 'User', $5)`,
      [userId, clientId, email, mobile, role],
    );
}

/** The lifecycle's jobs with the simulated partner and fixed rates, and the payout settling. */
export const LIFECYCLE_JOBS: Record<string, JobHandler> = {
  ...lifecycleJobs({ paymentsPartner: simulatedPaymentsPartner, fxRates: simulatedFxRates(0) }),
  [SETTLE_PAYOUT]: settlePayout,
};

/** Runs every job until none is left, each made due at once (the partner's delays are the jobs' run_after). */
export async function drainJobs(db: Db, jobs: Record<string, JobHandler> = LIFECYCLE_JOBS) {
  for (;;) {
    await db.query("UPDATE jobs SET run_after = now() WHERE status = 'queued'");
    if ((await runNextJob(db, jobs)) === null) return;
  }
}

/** A test database with an app of each console on it; `close` closes all three. */
export async function bothConsoles() {
  const db = await openTestDb();
  const client = (await testApp({ db, console: 'client' })).app;
  const admin = (await testApp({ db, console: 'admin' })).app;
  const close = async () => {
    await client.close();
    await admin.close();
    await db.close();
  };
  return { db, client, admin, close };
}
