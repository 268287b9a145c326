// The Admin's dashboard (issue 30): clients by onboarding status, transactions by payout status, requests by status,
// what waits for the Admin's action (financing requested, reversals in progress, payouts to retry or reject, failed
// requests) and the monthly payout volume.
import type { Queryable } from '../db/db';
import { lastTwelveMonths, ZONE } from './months';

/** Counts across every client; amounts are exact decimal strings in INR. */
export interface AdminDashboard {
  clientsByStatus: { status: string; count: number }[];
  payoutsByStatus: { status: string; count: number }[];
  requestsByStatus: { status: string; count: number }[];
  waiting: {
    financingRequested: number;
    reversalsInProgress: number;
    payoutsCancelled: number;
    requestsFailed: number;
  };
  /** The twelve months the volume chart shows, oldest first (yyyy-MM). */
  months: string[];
  monthly: { month: string; amount: string; count: number }[];
}

/** The label of a client that has not onboarded (no status yet). */
const NOT_ONBOARDED = 'Not_Onboarded';

/** The Admin's dashboard as of `now`. */
export async function adminDashboard(db: Queryable, now: Date): Promise<AdminDashboard> {
  const months = lastTwelveMonths(now);
  const counts = (sql: string) => db.query<{ status: string; count: number }>(sql);
  const [clients, payouts, requests, waiting, monthly] = await Promise.all([
    counts(
      `SELECT COALESCE(client_status, '${NOT_ONBOARDED}') AS status, count(*)::int AS count
         FROM clients GROUP BY 1 ORDER BY 1`,
    ),
    counts('SELECT payout_status AS status, count(*)::int AS count FROM transactions GROUP BY 1 ORDER BY 1'),
    counts('SELECT status, count(*)::int AS count FROM payment_requests GROUP BY 1 ORDER BY 1'),
    db.query<{ financing: number; reversals: number; cancelled: number; failed: number }>(
      `SELECT (SELECT count(*)::int FROM financing WHERE status = 'Requested') AS financing,
              (SELECT count(*)::int FROM reversals WHERE status = 'REVERSAL_INPROGRESS') AS reversals,
              (SELECT count(*)::int FROM transactions WHERE payout_status = 'cancelled') AS cancelled,
              (SELECT count(*)::int FROM payment_requests WHERE status = 'failed') AS failed`,
    ),
    db.query<{ month: string; amount: string; count: number }>(
      `SELECT to_char(payment_request_date AT TIME ZONE '${ZONE}', 'YYYY-MM') AS month,
              COALESCE(sum(payout_amount), 0)::numeric(14, 2)::text AS amount, count(*)::int AS count
         FROM transactions
        WHERE payout_status = 'settled'
          AND to_char(payment_request_date AT TIME ZONE '${ZONE}', 'YYYY-MM') BETWEEN $1 AND $2
        GROUP BY 1 ORDER BY 1`,
      [months[0], months[11]],
    ),
  ]);
  const w = waiting.rows[0];
  return {
    clientsByStatus: clients.rows,
    payoutsByStatus: payouts.rows,
    requestsByStatus: requests.rows,
    waiting: {
      financingRequested: w.financing,
      reversalsInProgress: w.reversals,
      payoutsCancelled: w.cancelled,
      requestsFailed: w.failed,
    },
    months,
    monthly: monthly.rows,
  };
}
