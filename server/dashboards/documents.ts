// The Document manager's dashboard (issue 30): its client's shipments by status, the latest ones, and its documents.
import type { Queryable } from '../db/db';

/** Shipment counts and latest rows, and how many documents the client keeps and the latest of them. */
export interface DocumentsDashboard {
  state: { clientStatus: string | null };
  totals: { shipments: number; documents: number };
  byStatus: { status: string; count: number }[];
  latest: Record<string, unknown>[];
  documents: Record<string, unknown>[];
}

/** The dashboard of one client's Document manager. */
export async function documentsDashboard(db: Queryable, clientId: string): Promise<DocumentsDashboard> {
  const [state, byStatus, latest, documentCount, documents] = await Promise.all([
    db.query<{ client_status: string | null }>('SELECT client_status FROM clients WHERE client_id = $1', [clientId]),
    db.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM payment_requests
        WHERE client_id = $1 AND kind = 'goods' GROUP BY status ORDER BY status`,
      [clientId],
    ),
    db.query<Record<string, unknown>>(
      `SELECT r.request_id AS "requestId", r.invoice_number AS "invoiceNumber", p.payer_name AS "payerName",
              r.shipping_bill_number AS "shippingBillNumber", r.amount::text AS amount, r.currency, r.status,
              r.created_at AS "createdAt"
         FROM payment_requests r JOIN payers p ON p.payer_id = r.payer_id
        WHERE r.client_id = $1 AND r.kind = 'goods' ORDER BY r.created_at DESC, r.request_id DESC LIMIT 5`,
      [clientId],
    ),
    db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM client_documents WHERE client_id = $1 AND deleted_at IS NULL',
      [clientId],
    ),
    db.query<Record<string, unknown>>(
      `SELECT title, created_at AS "createdAt" FROM client_documents
        WHERE client_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 5`,
      [clientId],
    ),
  ]);
  const at = (row: Record<string, unknown>) => ({ ...row, createdAt: new Date(row.createdAt as string).toISOString() });
  return {
    state: { clientStatus: state.rows[0]?.client_status ?? null },
    totals: {
      shipments: byStatus.rows.reduce((sum, row) => sum + row.count, 0),
      documents: documentCount.rows[0].n,
    },
    byStatus: byStatus.rows,
    latest: latest.rows.map(at),
    documents: documents.rows.map(at),
  };
}
