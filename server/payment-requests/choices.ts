// What a client may choose on a payment request (issue 30): its active payers, its own active HS codes, its allowed
// currencies, the purpose codes of the request's kind and the active Incoterms; the wizard offers exactly these and
// the create route refuses anything else.
import type { Queryable } from '../db/db';
import { sharedSchema } from '../schemas';
import type { RequestKind } from './store';

/** One option as a select draws it. */
export interface Choice {
  label: string;
  value: string;
}

/** The RBI purpose code group of goods exports; a service is any other group but personal transfers. */
const GOODS_GROUP = 'Exports (of Goods)';
const NOT_SERVICES = [GOODS_GROUP, 'Transfers'];

/** The client's active payers. */
export async function payerChoices(db: Queryable, clientId: string): Promise<Choice[]> {
  const { rows } = await db.query<Choice>(
    `SELECT payer_name || ' (' || country || ')' AS label, payer_id AS value FROM payers
      WHERE client_id = $1 AND active ORDER BY lower(payer_name), payer_id`,
    [clientId],
  );
  return rows;
}

/** The client's own active HS codes (System Config's ITC-HS codes) that are active in the master. */
export async function hsCodeChoices(db: Queryable, clientId: string): Promise<Choice[]> {
  const { rows } = await db.query<Choice>(
    `SELECT c.hs_code || ' - ' || h.product_details AS label, c.hs_code AS value
       FROM client_hs_codes c JOIN hs_codes h ON h.hs_code = c.hs_code
      WHERE c.client_id = $1 AND c.status = 'active' AND h.status = 'active' ORDER BY c.hs_code`,
    [clientId],
  );
  return rows;
}

/** Allowed Currencies as the onboarding entity declares them: its `default` is what a client that saved none has. */
const DEFAULT_CURRENCIES = (() => {
  const bundled = sharedSchema('onboarding#/$defs/allowedCurrency');
  const name = bundled.$ref?.replace('#/$defs/', '') ?? '';
  return ((bundled.$defs?.[name] as { default?: string[] } | undefined)?.default ?? []).slice().sort();
})();

/** The currencies the client's onboarding allows it to bill in (the entity's default when it saved none). */
export async function currencyChoices(db: Queryable, clientId: string): Promise<Choice[]> {
  const { rows } = await db.query<{ currency: string }>(
    `SELECT DISTINCT jsonb_array_elements_text(business->'allowedCurrency') AS currency FROM onboarding
      WHERE client_id = $1 AND jsonb_typeof(business->'allowedCurrency') = 'array' ORDER BY 1`,
    [clientId],
  );
  const currencies = rows.length ? rows.map(({ currency }) => currency) : DEFAULT_CURRENCIES;
  return currencies.map((currency) => ({ label: currency, value: currency }));
}

/** The active purpose codes of goods exports, or of services. */
export async function purposeChoices(db: Queryable, kind: RequestKind): Promise<Choice[]> {
  const { rows } = await db.query<Choice>(
    `SELECT purpose_code || ' - ' || description AS label, purpose_code AS value FROM purpose_codes
      WHERE status = 'active' AND CASE WHEN $1 = 'goods' THEN purpose_code_group = $2
                                       ELSE purpose_code_group IS NOT NULL AND NOT (purpose_code_group = ANY($3::text[])) END
      ORDER BY purpose_code`,
    [kind, GOODS_GROUP, NOT_SERVICES],
  );
  return rows;
}

/** The active Incoterms. */
export async function incotermChoices(db: Queryable): Promise<Choice[]> {
  const { rows } = await db.query<Choice>(
    `SELECT incoterm || ' - ' || description AS label, incoterm AS value FROM incoterms WHERE status = 'active'
      ORDER BY incoterm`,
  );
  return rows;
}

/** Every choice a request of this kind offers. */
export async function requestChoices(db: Queryable, clientId: string, kind: RequestKind) {
  return {
    payers: await payerChoices(db, clientId),
    hsCodes: kind === 'goods' ? await hsCodeChoices(db, clientId) : [],
    currencies: await currencyChoices(db, clientId),
    purposeCodes: await purposeChoices(db, kind),
    incoterms: kind === 'goods' ? await incotermChoices(db) : [],
  };
}
