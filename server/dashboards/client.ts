// A client's dashboard (issue 30): what it received and was paid out this month and this year in INR, its requests by
// status, monthly receipts by currency, average rates and fees, its latest requests and its approval state, in SQL.
import type { Queryable } from '../db/db';
import { lastTwelveMonths, monthOf, ZONE } from './months';

/** Every figure of a client's dashboard; amounts are exact decimal strings in INR unless a currency is named. */
export interface ClientDashboard {
  state: { clientStatus: string | null; approvedOn: string | null };
  totals: {
    receivedMonth: string;
    receivedYear: string;
    paidOutMonth: string;
    paidOutYear: string;
    feesYear: string;
    requests: number;
  };
  byStatus: { status: string; count: number }[];
  /** The twelve months the chart shows, oldest first (yyyy-MM). */
  months: string[];
  monthly: { month: string; currency: string; amount: string }[];
  rates: { currency: string; averageRate: string; received: string; fees: string }[];
  latest: Record<string, unknown>[];
}

/**
 * When each request was received and paid out (its first event of that status) and its INR figures: received INR is
 * the foreign amount at the request's rate, rounded to the paisa (half away from zero, numeric), once it is quoted.
 */
const MOVES = `WITH moves AS MATERIALIZED (
  SELECT r.request_id, r.status, r.received_currency, r.received_amount, r.fx_rate, r.fee, r.inr_amount,
         round(r.received_amount * r.fx_rate, 2) AS received_inr,
         to_char(min(e.at) FILTER (WHERE e.status = 'received') AT TIME ZONE '${ZONE}', 'YYYY-MM') AS received_in,
         to_char(min(e.at) FILTER (WHERE e.status = 'paid_out') AT TIME ZONE '${ZONE}', 'YYYY-MM') AS paid_in
    FROM payment_requests r
    JOIN payment_request_events e ON e.request_id = r.request_id AND e.status IN ('received', 'paid_out')
   WHERE r.client_id = $1 AND r.status IN ('received', 'quoted', 'payout_initiated', 'paid_out')
   GROUP BY r.request_id)`;

/** The dashboard of one client as of `now`. */
export async function clientDashboard(db: Queryable, clientId: string, now: Date): Promise<ClientDashboard> {
  const thisMonth = monthOf(now);
  const months = lastTwelveMonths(now);
  // The receipts are read once (moves) and answered as one row: totals, monthly receipts and rates, amounts as text.
  const [state, figures, byStatus, latest] = await Promise.all([
    db.query<{ client_status: string | null; approved_at: Date | null }>(
      'SELECT client_status, approved_at FROM clients WHERE client_id = $1',
      [clientId],
    ),
    db.query<Pick<ClientDashboard, 'monthly' | 'rates'> & { totals: Record<string, string> }>(
      `${MOVES}
       SELECT (SELECT json_build_object(
                 'receivedMonth', COALESCE(sum(received_inr) FILTER (WHERE received_in = $2), 0)::numeric(14, 2)::text,
                 'receivedYear', COALESCE(sum(received_inr) FILTER (WHERE left(received_in, 4) = $3), 0)::numeric(14, 2)::text,
                 'paidOutMonth', COALESCE(sum(inr_amount) FILTER (WHERE status = 'paid_out' AND paid_in = $2), 0)::numeric(14, 2)::text,
                 'paidOutYear', COALESCE(sum(inr_amount) FILTER (WHERE status = 'paid_out' AND left(paid_in, 4) = $3), 0)::numeric(14, 2)::text,
                 'feesYear', COALESCE(sum(fee) FILTER (WHERE status = 'paid_out' AND left(paid_in, 4) = $3), 0)::numeric(14, 2)::text)
                 FROM moves) AS totals,
              (SELECT COALESCE(json_agg(json_build_object('month', month, 'currency', currency, 'amount', amount::text)
                        ORDER BY month, currency), '[]')
                 FROM (SELECT received_in AS month, received_currency AS currency, sum(received_inr) AS amount
                         FROM moves WHERE received_inr IS NOT NULL AND received_in BETWEEN $4 AND $2
                        GROUP BY 1, 2) monthly) AS monthly,
              (SELECT COALESCE(json_agg(json_build_object('currency', currency, 'averageRate', average_rate::text,
                        'received', received::text, 'fees', fees::text) ORDER BY currency), '[]')
                 FROM (SELECT received_currency AS currency,
                              round(sum(received_amount * fx_rate) / sum(received_amount), 4) AS average_rate,
                              sum(received_amount) AS received, COALESCE(sum(fee), 0)::numeric(14, 2) AS fees
                         FROM moves WHERE fx_rate IS NOT NULL AND received_in BETWEEN $4 AND $2
                        GROUP BY 1) rates) AS rates`,
      [clientId, thisMonth, thisMonth.slice(0, 4), months[0]],
    ),
    db.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM payment_requests WHERE client_id = $1 GROUP BY status ORDER BY status`,
      [clientId],
    ),
    db.query<Record<string, unknown>>(
      `SELECT r.request_id AS "requestId", r.invoice_number AS "invoiceNumber", p.payer_name AS "payerName",
              r.amount::text AS amount, r.currency, r.status, r.kind, r.created_at AS "createdAt"
         FROM payment_requests r JOIN payers p ON p.payer_id = r.payer_id
        WHERE r.client_id = $1 ORDER BY r.created_at DESC, r.request_id DESC LIMIT 5`,
      [clientId],
    ),
  ]);
  const { totals, monthly, rates } = figures.rows[0];
  return {
    state: {
      clientStatus: state.rows[0]?.client_status ?? null,
      approvedOn: state.rows[0]?.approved_at ? new Date(state.rows[0].approved_at).toISOString() : null,
    },
    totals: {
      receivedMonth: totals.receivedMonth,
      receivedYear: totals.receivedYear,
      paidOutMonth: totals.paidOutMonth,
      paidOutYear: totals.paidOutYear,
      feesYear: totals.feesYear,
      requests: byStatus.rows.reduce((sum, row) => sum + row.count, 0),
    },
    byStatus: byStatus.rows,
    months,
    monthly,
    rates,
    latest: latest.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt as string).toISOString() })),
  };
}
