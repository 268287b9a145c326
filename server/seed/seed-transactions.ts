// Demo transactions (spec 3 section 2.2): several hundred payments from foreign buyers to the approved demo clients,
// in every currency they bill, across every payout and receivable status, so the list means something on first start.
import type { Queryable } from '../db/db';

/** The approved clients paid, each with the purpose codes of what it sells. */
const PAYEES: [clientId: string, prefix: string, purposeCodes: string[]][] = [
  ['CL1001', 'KTX', ['P0102', 'P0103']],
  ['CL1002', 'MSI', ['P0102', 'P0101']],
  ['CL1003', 'ARD', ['P0802', 'P1007']],
];

/** Foreign buyers of Indian exports: name, country, city, state, postal code, street, currency they pay in. */
const PAYERS: [string, string, string, string, string, string, string][] = [
  ['Harrow & Finch Textiles Ltd', 'GB', 'London', 'Greater London', 'EC1V 9HX', '41 Old Street', 'GBP'],
  ['Lone Star Retail LLC', 'US', 'Houston', 'Texas', '77002', '1200 Smith Street', 'USD'],
  ['Brooklyn Creative Agency Inc', 'US', 'New York', 'New York', '11201', '55 Water Street', 'USD'],
  ['Rhein Stoffe GmbH', 'DE', 'Düsseldorf', 'North Rhine-Westphalia', '40213', 'Königsallee 14', 'EUR'],
  ['Le Marché des Épices SARL', 'FR', 'Lyon', 'Auvergne-Rhône-Alpes', '69002', '8 Rue de la République', 'EUR'],
  ['Gulf Spice Trading LLC', 'AE', 'Dubai', 'Dubai', '00000', 'Al Ras, Deira', 'AED'],
  ['Pacific Home Goods Pty Ltd', 'AU', 'Sydney', 'New South Wales', '2000', '88 George Street', 'AUD'],
  ['Maple Leaf Apparel Inc', 'CA', 'Toronto', 'Ontario', 'M5V 2T6', '200 King Street West', 'CAD'],
  ['Lion City Fabric House Pte Ltd', 'SG', 'Singapore', 'Singapore', '059413', '20 Upper Circular Road', 'SGD'],
  ['Nordic Design Studio AB', 'SE', 'Stockholm', 'Stockholm County', '111 57', 'Drottninggatan 33', 'SEK'],
  ['Osaka Trading Co Ltd', 'JP', 'Osaka', 'Osaka', '530-0001', '2-4 Umeda, Kita-ku', 'JPY'],
  ['Amsterdam Interiors BV', 'NL', 'Amsterdam', 'North Holland', '1012 JS', 'Damrak 70', 'EUR'],
];

/** INR per unit, about the demo period's mid-market rates. */
const RATES: Record<string, number> = {
  USD: 83.2,
  GBP: 105.4,
  EUR: 90.1,
  AED: 22.65,
  AUD: 54.8,
  CAD: 61.3,
  SGD: 62.0,
  SEK: 7.9,
  JPY: 0.56,
};

const PURPOSES: Record<string, string> = {
  P0101: 'Value of export bills negotiated / purchased / discounted',
  P0102: 'Realisation of export bills (in respect of goods) sent on collection',
  P0103: 'Advance receipts against export contracts',
  P0802: 'Software consultancy / implementation',
  P1007: 'Advertising, trade fair, market research and public opinion polling services',
};

/** Payout status, then a receivable status that goes with it; settled payouts are most of them. */
const OUTCOMES: [string, string][] = [
  ...Array.from({ length: 10 }, (): [string, string] => ['settled', 'completed']),
  ['initialized', 'draft'],
  ['processing', 'verifying'],
  ['processing', 'activated'],
  ['failed', 'input_required'],
  ['hold', 'hold'],
  ['cancelled', 'cancelled'],
  ['cancelled', 'activated'],
  ['rejected', 'cancelled'],
];

/** A small deterministic generator (mulberry32), so every fresh database holds the same demo transactions. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many payments each client received. */
export const TRANSACTIONS_PER_CLIENT = 120;
const FIRST_DAY = Date.UTC(2024, 0, 3);
const LAST_DAY = Date.UTC(2026, 9, 31);

/** Inserts the demo transactions. */
export async function seedTransactions(tx: Queryable): Promise<void> {
  const next = random(2024);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
  for (const [clientId, prefix, purposeCodes] of PAYEES) {
    for (let n = 1; n <= TRANSACTIONS_PER_CLIENT; n++) {
      const [payerName, country, city, state, pincode, street, currency] = pick(PAYERS);
      const [payoutStatus, receivableStatus] = pick(OUTCOMES);
      const date = new Date(FIRST_DAY + ((LAST_DAY - FIRST_DAY) * n) / TRANSACTIONS_PER_CLIENT + next() * 86_400_000);
      const expected = Math.round(
        (currency === 'JPY' ? 400_000 : 1_500) + next() * (currency === 'JPY' ? 3e6 : 24_000),
      );
      const rate = Math.round(RATES[currency] * (0.985 + next() * 0.03) * 10_000) / 10_000;
      const fee = Math.round(expected * rate * 0.0025 * 100) / 100;
      const payout = ['settled', 'processing', 'initialized'].includes(payoutStatus)
        ? Math.round((expected * rate - fee) * 100) / 100
        : null;
      const purposeCode = pick(purposeCodes);
      const slug = payerName.toLowerCase().replace(/[^a-z]+/g, '');
      await tx.query(
        `INSERT INTO transactions (payment_id, client_id, client_invoice_id, invoice_id, payment_request_date, payer,
           payout_status, payout_amount, receivable_status, expected_amount, currency, reason, remarks, partner_id,
           purpose_code, purpose_description, quote)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb)`,
        [
          `PAY${clientId.slice(2)}${String(n).padStart(4, '0')}`,
          clientId,
          `${prefix}/${date.getUTCFullYear()}/${String(n).padStart(4, '0')}`,
          `INV${clientId.slice(2)}${String(n).padStart(5, '0')}`,
          date,
          JSON.stringify({
            payerName,
            email: `accounts@${slug.slice(0, 20)}.example`,
            mobile: `+${String(1_000_000_000 + Math.floor(next() * 8_999_999_999))}`,
            country,
            address1: street,
            address2: '',
            city,
            state,
            pincode,
          }),
          payoutStatus,
          payout,
          receivableStatus,
          expected,
          currency,
          payoutStatus === 'rejected' ? 'Beneficiary details did not match the invoice' : null,
          payoutStatus === 'cancelled' ? 'Cancelled by the payments partner: compliance check timed out' : null,
          'PTN001',
          purposeCode,
          PURPOSES[purposeCode],
          JSON.stringify({ exchangeRate: rate, buyCurrency: 'INR', payoutFee: fee, saleCurrency: currency }),
        ],
      );
    }
  }
}
