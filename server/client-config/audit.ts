// The audit row of every change a client makes to its System Config (migration 021): who, when, what changed.
import type { Queryable } from '../db/db';

/** What was changed: an account added, made primary or removed. */
export type ConfigAction = 'account.added' | 'account.primary' | 'account.removed';

/** Records one change by a user of the client, in the transaction that made it. */
export async function auditConfig(
  tx: Queryable,
  change: { clientId: string; userId: string; action: ConfigAction; subject: string; changes: Record<string, unknown> },
): Promise<void> {
  await tx.query(
    'INSERT INTO client_config_audit (client_id, user_id, action, subject, changes) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [change.clientId, change.userId, change.action, change.subject, JSON.stringify(change.changes)],
  );
}
