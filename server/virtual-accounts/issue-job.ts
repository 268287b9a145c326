// The background end of a virtual account request: the partner bank issues the accounts a little later, in any
// server process, under the business legal name.
import type { PartnerBank } from '../adapters/partner-bank';
import type { JobHandler } from '../jobs/jobs';
import { storeIssued } from './store';

/** The job kind a request queues, one per currency. */
export const ISSUE_VIRTUAL_ACCOUNT = 'virtualAccount.issue';

/** Which client's account in which currency. */
export interface IssuePayload {
  clientId: string;
  currency: string;
}

/** Asks the bank for the accounts and stores them; an account already active is left alone. */
export const issueVirtualAccount =
  (bank: PartnerBank): JobHandler =>
  async (tx, job) => {
    const { clientId, currency } = job.payload as IssuePayload;
    const { rows } = await tx.query<{ status: string; name: string | null }>(
      `SELECT v.status, COALESCE(o.basic->>'businessLegalName', c.client_name) AS name
         FROM virtual_accounts v JOIN clients c ON c.client_id = v.client_id
         LEFT JOIN onboarding o ON o.client_id = v.client_id
        WHERE v.client_id = $1 AND v.currency = $2 FOR UPDATE OF v`,
      [clientId, currency],
    );
    if (rows[0]?.status !== 'in_progress') return;
    const details = await bank.issue({ clientId, currency, accountName: rows[0].name ?? clientId });
    await storeIssued(tx, clientId, currency, details);
  };
