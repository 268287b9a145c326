// The currencies the Reversals filter offers (spec 3 section 6): the Admin every active currency except INR, a client
// the currencies it may bill (its onboarding's allowedCurrency).
import type { Queryable } from '../db/db';

/** Currency codes, sorted, as { label, value } options; a client's own when clientId is given. */
export async function allowedCurrencies(
  db: Queryable,
  clientId: string | null,
): Promise<{ label: string; value: string }[]> {
  const { rows } = clientId
    ? await db.query<{ code: string }>(
        `SELECT DISTINCT code FROM onboarding o,
           jsonb_array_elements_text(COALESCE(o.business->'allowedCurrency', '[]'::jsonb)) AS code
          WHERE o.client_id = $1 ORDER BY code`,
        [clientId],
      )
    : await db.query<{ code: string }>(
        `SELECT DISTINCT currency AS code FROM currencies WHERE status = 'active' AND currency <> 'INR' ORDER BY code`,
      );
  return rows.map(({ code }) => ({ label: code, value: code }));
}
