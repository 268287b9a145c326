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
const MOVES = `WITH moves AS (
  SELECT r.request_id, r.status, r.received_currency, r.received_amount, r.fx_rate, r.fee, r.inr_amount,
         round(r.received_amount * r.fx_rate, 2) AS received_inr,
         (SELECT min(e.at) FROM payment_request_events e WHERE e.request_id = r.request_id AND e.status = 'received')
           AS received_at,
         (SELECT min(e.at) FROM payment_request_events e WHERE e.request_id = r.request_id AND e.status = 'paid_out')
           AS paid_at
    FROM payment_requests r
   WHERE r.client_id = $1 AND r.status IN ('received', 'quoted', 'payout_initiated', 'paid_out'))`;

const month = (column: string) => `to_char(${column} AT TIME ZONE '${ZONE}', 'YYYY-MM')`;

/** The dashboard of one client as of `now`. */
export async function clientDashboard(db: Queryable, clientId: string, now: Date): Promise<ClientDashboard> {
  const thisMonth = monthOf(now);
  const months = lastTwelveMonths(now);
  const [state, totals, byStatus, monthly, rates, latest] = await Promise.all([
    db.query<{ client_status: string | null; approved_at: Date | null }>(
      'SELECT client_status, approved_at FROM clients WHERE client_id = $1',
      [clientId],
    ),
    db.query<Record<string, string>>(
      `${MOVES}
       SELECT COALESCE(sum(received_inr) FILTER (WHERE ${month('received_at')} = $2), 0)::numeric(14, 2)::text AS received_month,
              COALESCE(sum(received_inr) FILTER (WHERE substr(${month('received_at')}, 1, 4) = $3), 0)::numeric(14, 2)::text
                AS received_year,
              COALESCE(sum(inr_amount) FILTER (WHERE status = 'paid_out' AND ${month('paid_at')} = $2), 0)::numeric(14, 2)::text
                AS paid_month,
              COALESCE(sum(inr_amount) FILTER (WHERE status = 'paid_out' AND substr(${month('paid_at')}, 1, 4) = $3),
                0)::numeric(14, 2)::text AS paid_year,
              COALESCE(sum(fee) FILTER (WHERE status = 'paid_out' AND substr(${month('paid_at')}, 1, 4) = $3), 0)::numeric(14, 2)::text
                AS fees_year
         FROM moves`,
      [clientId, thisMonth, thisMonth.slice(0, 4)],
    ),
    db.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM payment_requests WHERE client_id = $1 GROUP BY status ORDER BY status`,
      [clientId],
    ),
    db.query<{ month: string; currency: string; amount: string }>(
      `${MOVES}
       SELECT ${month('received_at')} AS month, received_currency AS currency, sum(received_inr)::text AS amount
         FROM moves WHERE received_inr IS NOT NULL AND ${month('received_at')} BETWEEN $2 AND $3
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [clientId, months[0], months[11]],
    ),
    db.query<{ currency: string; average_rate: string; received: string; fees: string }>(
      `${MOVES}
       SELECT received_currency AS currency,
              round(sum(received_amount * fx_rate) / sum(received_amount), 4)::text AS average_rate,
              sum(received_amount)::text AS received, COALESCE(sum(fee), 0)::numeric(14, 2)::text AS fees
         FROM moves WHERE fx_rate IS NOT NULL AND ${month('received_at')} BETWEEN $2 AND $3
        GROUP BY 1 ORDER BY 1`,
      [clientId, months[0], months[11]],
    ),
    db.query<Record<string, unknown>>(
      `SELECT r.request_id AS "requestId", r.invoice_number AS "invoiceNumber", p.payer_name AS "payerName",
              r.amount::text AS amount, r.currency, r.status, r.kind, r.created_at AS "createdAt"
         FROM payment_requests r JOIN payers p ON p.payer_id = r.payer_id
        WHERE r.client_id = $1 ORDER BY r.created_at DESC, r.request_id DESC LIMIT 5`,
      [clientId],
    ),
  ]);
  const t = totals.rows[0];
  return {
    state: {
      clientStatus: state.rows[0]?.client_status ?? null,
      approvedOn: state.rows[0]?.approved_at ? new Date(state.rows[0].approved_at).toISOString() : null,
    },
    totals: {
      receivedMonth: t.received_month,
      receivedYear: t.received_year,
      paidOutMonth: t.paid_month,
      paidOutYear: t.paid_year,
      feesYear: t.fees_year,
      requests: byStatus.rows.reduce((sum, row) => sum + row.count, 0),
    },
    byStatus: byStatus.rows,
    months,
    monthly: monthly.rows,
    rates: rates.rows.map((row) => ({
      currency: row.currency,
      averageRate: row.average_rate,
      received: row.received,
      fees: row.fees,
    })),
    latest: latest.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt as string).toISOString() })),
  };
}
