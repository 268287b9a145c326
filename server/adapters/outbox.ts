// E-mail and SMS leave through the outbox: send() keeps each message in the database with a job that delivers it
// (server/mail/delivery-job.ts), so the caller has its answer at once and no message is lost while a provider is down.
// Nothing here writes to a log: the development outbox (/api/dev/outbox) is where a message can be read.
import type { Db, Queryable } from '../db/db';
import { enqueueJob } from '../jobs/jobs';

/** One message as the development outbox shows it. */
export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string | null;
  body: string;
  otp?: string;
  link?: string;
  /** Stored documents sent with an e-mail, by reference (a shared document). */
  attachments?: { documentId: string; documentName: string }[];
  createdAt?: string;
}

/** Queues messages for delivery and lists them; a test may stand in its own. */
export interface Outbox {
  /** Keeps the message and queues its delivery (both or neither); returns the message's outbox id. */
  send(db: Queryable, message: OutboxMessage): Promise<number>;
  list(db: Queryable, limit?: number): Promise<OutboxMessage[]>;
}

/** The job kind that delivers one outbox message. */
export const DELIVER_MESSAGE = 'outbox.deliver';

/** The payload of a delivery job. */
export interface DeliveryPayload {
  outboxId: number;
}

/** An outbox row as read back. */
export interface OutboxRow {
  id: string;
  recipient: string;
  channel: 'email' | 'sms';
  subject: string | null;
  body: string;
  otp: string | null;
  link: string | null;
  attachments: { documentId: string; documentName: string }[] | null;
  created_at: Date | string;
}

/** A stored row in the shape the development outbox shows. */
export const messageOf = (row: OutboxRow): OutboxMessage => ({
  to: row.recipient,
  channel: row.channel,
  subject: row.subject,
  body: row.body,
  ...(row.otp ? { otp: row.otp } : {}),
  ...(row.link ? { link: row.link } : {}),
  ...(row.attachments ? { attachments: row.attachments } : {}),
  createdAt: new Date(row.created_at).toISOString(),
});

/** Runs fn in a transaction when db can open one; a transaction's own queries are already one unit. */
const atomically = <T>(db: Queryable | Db, fn: (tx: Queryable) => Promise<T>): Promise<T> =>
  'transaction' in db ? db.transaction(fn) : fn(db);

/** The server's outbox: the `outbox` table, each message delivered by a `DELIVER_MESSAGE` job. */
export const databaseOutbox: Outbox = {
  send: (db, message) =>
    atomically(db, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO outbox (channel, recipient, subject, body, otp, link, attachments)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          message.channel,
          message.to,
          message.subject,
          message.body,
          message.otp ?? null,
          message.link ?? null,
          message.attachments ? JSON.stringify(message.attachments) : null,
        ],
      );
      const outboxId = Number(rows[0].id);
      await enqueueJob(tx, DELIVER_MESSAGE, { outboxId } satisfies DeliveryPayload);
      return outboxId;
    }),
  async list(db, limit = 100) {
    const { rows } = await db.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map(messageOf);
  },
};
