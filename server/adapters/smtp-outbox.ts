// E-mail through a real SMTP server when SMTP_URL is set (smtp://user:pass@host:port): the delivery job hands each
// e-mail to nodemailer, with its attached documents read from the database. SMS has no SMTP route: it stays in the
// outbox table, delivered as the simulation delivers it.
import { createTransport } from 'nodemailer';
import type { Queryable } from '../db/db';
import type { OutboxMessage } from './outbox';

/** Where the e-mails come from (SMTP_FROM). */
const FROM = () => process.env.SMTP_FROM || 'TradePay <no-reply@tradepay.test>';

/**
 * Hands one outbox message to its provider, inside the delivery job's transaction (which holds the row): it must end
 * in bounded time, and throws when the provider did not take the message.
 */
export interface Delivery {
  deliver(db: Queryable, message: OutboxMessage): Promise<void>;
}

/** No provider: a message is delivered by staying in the outbox table, where /api/dev/outbox shows it. */
export const simulatedDelivery: Delivery = { deliver: async () => {} };

/** Bounds of one SMTP conversation in ms: the delivery job holds a database connection while it lasts. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP_URL with the TIMEOUTS it does not set itself (nodemailer reads its options from the URL's query). */
const bounded = (url: string): string => {
  const parsed = new URL(url);
  for (const [name, ms] of Object.entries(TIMEOUTS))
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(ms));
  return parsed.toString();
};

/** Sends e-mail over SMTP; SMS is delivered as the simulation delivers it. */
export function smtpDelivery(url: string): Delivery {
  const transport = createTransport(bounded(url));
  return {
    async deliver(db, message) {
      if (message.channel !== 'email') return simulatedDelivery.deliver(db, message);
      const attachments = [];
      for (const reference of message.attachments ?? []) {
        const { rows } = await db.query<{ content: Buffer; content_type: string }>(
          'SELECT content, content_type FROM documents WHERE document_id = $1',
          [reference.documentId],
        );
        if (rows[0])
          attachments.push({
            filename: reference.documentName,
            content: Buffer.from(rows[0].content),
            contentType: rows[0].content_type,
          });
      }
      await transport.sendMail({
        from: FROM(),
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
        attachments,
      });
    },
  };
}

/** The server's delivery: e-mail through SMTP when SMTP_URL names a server; otherwise (and for SMS) simulated. */
export const deliveryFor = (env: NodeJS.ProcessEnv): Delivery =>
  env.SMTP_URL ? smtpDelivery(env.SMTP_URL) : simulatedDelivery;
