// Share document must not be an open relay: the shares one user, one client and one recipient received in the last hour
// are capped (DOCUMENT_SHARES_PER_USER, _PER_CLIENT, _PER_RECIPIENT), counted from the audit row every share leaves.
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/db';

/** One document shared by e-mail: who, for which client, to whom, which document. */
export interface Share {
  sharedBy: string;
  clientId: string;
  recipient: string;
  documentId: string;
}

/**
 * The seconds to wait when the user, the client or the recipient already had its limit of shares in the last hour, or
 * null when the share may go. Call it in the transaction that then records the share (auditShare): the counts are taken
 * under transaction locks, so shares arriving together (on any process) are counted one after another.
 */
export async function shareWait(
  tx: Queryable,
  share: Share,
  limits: ServerConfig['shareLimits'],
): Promise<number | null> {
  const recipient = share.recipient.toLowerCase();
  const keys = [`share:user:${share.sharedBy}`, `share:client:${share.clientId}`, `share:to:${recipient}`].sort();
  for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  const { rows } = await tx.query<{ wait: number | null }>(
    `WITH hour AS (SELECT * FROM document_shares WHERE shared_at > now() - interval '1 hour'),
          reached AS (
            SELECT min(shared_at) AS oldest FROM hour WHERE shared_by = $1 HAVING count(*) >= $4
            UNION ALL SELECT min(shared_at) FROM hour WHERE client_id = $2 HAVING count(*) >= $5
            UNION ALL SELECT min(shared_at) FROM hour WHERE recipient = $3 HAVING count(*) >= $6)
     SELECT ceil(extract(epoch FROM max(oldest) + interval '1 hour' - now()))::int AS wait FROM reached`,
    [share.sharedBy, share.clientId, recipient, limits.perUser, limits.perClient, limits.perRecipient],
  );
  const wait = rows[0]?.wait;
  return wait === null || wait === undefined ? null : Math.max(1, wait);
}

/** Writes the share's audit row, naming the outbox message that carries it. */
export async function auditShare(tx: Queryable, share: Share, outboxId: number): Promise<void> {
  await tx.query(
    `INSERT INTO document_shares (shared_by, client_id, recipient, document_id, outbox_id) VALUES ($1, $2, $3, $4, $5)`,
    [share.sharedBy, share.clientId, share.recipient.toLowerCase(), share.documentId, outboxId],
  );
}
