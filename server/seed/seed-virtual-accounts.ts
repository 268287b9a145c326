// Demo virtual accounts: the approved client CL1001 receives in USD, GBP and EUR, issued by the simulated bank.
import { simulatedPartnerBank } from '../adapters/partner-bank';
import type { Queryable } from '../db/db';

/** Seeds CL1001's three active accounts. */
export async function seedVirtualAccounts(tx: Queryable): Promise<void> {
  for (const currency of ['USD', 'GBP', 'EUR']) {
    const details = await simulatedPartnerBank.issue({
      clientId: 'CL1001',
      currency,
      accountName: 'Kaveri Textiles Pvt Ltd',
    });
    await tx.query(
      `INSERT INTO virtual_accounts (client_id, currency, status, account_details, requested_by, issued_at)
       VALUES ('CL1001', $1, 'active', $2, 'US2001', now())`,
      [currency, JSON.stringify(details)],
    );
  }
}
