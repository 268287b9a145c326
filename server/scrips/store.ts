// Export incentive scrips (issue 30, migration 027): earned on a client's settled goods shipments, listed per client.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { rateFor } from './rates';

/** A scrip as Manage Scrip lists it; amounts exact decimal strings, dates yyyy-MM-dd. */
export interface Scrip {
  scripId: string;
  requestId: string;
  invoiceNumber: string;
  scheme: string;
  shippingBillNumber: string;
  shippingBillDate: string | null;
  portOfLoading: string | null;
  fobInr: string;
  ratePercent: string;
  amount: string;
  status: string;
  scripNumber: string | null;
  appliedOn: string;
  issuedOn: string | null;
}

/** The client's scrips, newest first. */
export async function listScrips(db: Queryable, clientId: string): Promise<Scrip[]> {
  const { rows } = await db.query<Scrip>(
    `SELECT s.scrip_id AS "scripId", s.request_id AS "requestId", r.invoice_number AS "invoiceNumber", s.scheme,
            s.shipping_bill_number AS "shippingBillNumber", to_char(s.shipping_bill_date, 'YYYY-MM-DD') AS "shippingBillDate",
            s.port_of_loading AS "portOfLoading", s.fob_inr::text AS "fobInr", s.rate_percent::text AS "ratePercent",
            s.amount::text AS amount, s.status, s.scrip_number AS "scripNumber",
            to_char(s.applied_on, 'YYYY-MM-DD') AS "appliedOn", to_char(s.issued_on, 'YYYY-MM-DD') AS "issuedOn"
       FROM scrips s JOIN payment_requests r ON r.request_id = s.request_id
      WHERE s.client_id = $1 ORDER BY s.created_at DESC, s.scrip_id DESC`,
    [clientId],
  );
  return rows;
}

/**
 * Applies for a RoDTEP scrip on every paid-out goods shipment with a shipping bill and no scrip yet (at most `limit`):
 * the FOB value is the INR the shipment brought (paid out plus the fee), the amount its rate's share rounded to the
 * paisa in numeric. Answers how many were applied for.
 */
export async function applyForScrips(tx: Queryable, limit = 500): Promise<number> {
  const { rows } = await tx.query<{ request_id: string; hs_codes: string[] }>(
    `SELECT r.request_id, r.hs_codes FROM payment_requests r
      WHERE r.kind = 'goods' AND r.status = 'paid_out' AND r.shipping_bill_number IS NOT NULL
        AND r.inr_amount IS NOT NULL AND NOT EXISTS (SELECT 1 FROM scrips s WHERE s.request_id = r.request_id)
      ORDER BY r.updated_at LIMIT $1 FOR UPDATE OF r SKIP LOCKED`,
    [limit],
  );
  for (const row of rows) {
    await tx.query(
      `INSERT INTO scrips (scrip_id, client_id, request_id, scheme, shipping_bill_number, shipping_bill_date,
         port_of_loading, fob_inr, rate_percent, amount, applied_on)
       SELECT $2, client_id, request_id, 'RoDTEP', shipping_bill_number, shipping_bill_date, port_of_loading,
              inr_amount + COALESCE(fee, 0), $3::numeric, round((inr_amount + COALESCE(fee, 0)) * $3::numeric / 100, 2),
              (now() AT TIME ZONE 'Asia/Kolkata')::date
         FROM payment_requests WHERE request_id = $1`,
      [row.request_id, newScripId(), rateFor(row.hs_codes ?? [])],
    );
  }
  return rows.length;
}

/** A new scrip's id. */
export const newScripId = () => `SCR${randomBytes(5).toString('hex').toUpperCase()}`;
