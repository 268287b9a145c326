// E-mail and SMS leave through this adapter; the simulated one keeps each message in the database and logs it, and
// SMTP_URL sends e-mail through a real SMTP server instead.
import type { Queryable } from '../db/db';
import { smtpOutbox } from './smtp-outbox';

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

/** Sends messages; a real provider would implement the same interface. */
export interface Outbox {
  send(db: Queryable, message: OutboxMessage): Promise<void>;
  list(db: Queryable, limit?: number): Promise<OutboxMessage[]>;
}

/** Stores every message (so any server process can show it) and prints it on the server console. */
export const simulatedOutbox = (log: (line: string) => void): Outbox => ({
  async send(db, message) {
    await db.query(
      `INSERT INTO outbox (channel, recipient, subject, body, otp, link, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
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
    const attached = message.attachments?.length ? ` [${message.attachments.length} attachment(s)]` : '';
    log(`[outbox] ${message.channel} to ${message.to}: ${message.subject ?? ''} ${message.body}${attached}`.trim());
  },
  async list(db, limit = 100) {
    const { rows } = await db.query<{
      recipient: string;
      channel: 'email' | 'sms';
      subject: string | null;
      body: string;
      otp: string | null;
      link: string | null;
      attachments: { documentId: string; documentName: string }[] | null;
      created_at: Date | string;
    }>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map((row) => ({
      to: row.recipient,
      channel: row.channel,
      subject: row.subject,
      body: row.body,
      ...(row.otp ? { otp: row.otp } : {}),
      ...(row.link ? { link: row.link } : {}),
      ...(row.attachments ? { attachments: row.attachments } : {}),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  },
});

/** The server's outbox: e-mail through SMTP when SMTP_URL names a server; otherwise (and for SMS) `simulated`. */
export const outboxFor = (env: NodeJS.ProcessEnv, simulated: Outbox): Outbox =>
  env.SMTP_URL ? smtpOutbox(env.SMTP_URL, simulated) : simulated;
