// Demo scrips (issue 30, Manage Scrip): the scrips the seeded paid-out goods shipments earned, applied for as the job
// does, then moved along deterministically (issued, utilised, transferred) so every status shows on first start.
import type { Queryable } from '../db/db';
import { applyForScrips } from '../scrips/store';

/** The statuses the seeded scrips take in turn, oldest first. */
const STATUSES = ['utilised', 'transferred', 'issued', 'issued', 'applied'] as const;

/** Applies for every seeded shipment's scrip, then gives the older ones later statuses with a scrip number. */
export async function seedScrips(tx: Queryable): Promise<void> {
  while ((await applyForScrips(tx)) > 0);
  const { rows } = await tx.query<{ scrip_id: string }>(
    `SELECT s.scrip_id FROM scrips s JOIN payment_requests r ON r.request_id = s.request_id
      ORDER BY r.updated_at, s.request_id`,
  );
  for (const [index, { scrip_id }] of rows.entries()) {
    const status = STATUSES[index % STATUSES.length];
    if (status === 'applied') continue;
    await tx.query(
      `UPDATE scrips s SET status = $2, scrip_number = $3,
              applied_on = (r.updated_at AT TIME ZONE 'Asia/Kolkata')::date,
              issued_on = LEAST((r.updated_at AT TIME ZONE 'Asia/Kolkata')::date + 21,
                               (now() AT TIME ZONE 'Asia/Kolkata')::date)
         FROM payment_requests r WHERE r.request_id = s.request_id AND s.scrip_id = $1`,
      [scrip_id, status, `RODTEP${String(100000 + index).padStart(8, '0')}`],
    );
  }
}
