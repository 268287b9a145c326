// E-mail through a real SMTP server when SMTP_URL is set (smtp://user:pass@host:port): nodemailer sends each
// message, with its attached documents read from the database. SMS has no SMTP route and stays in the outbox table.
import { createTransport } from 'nodemailer';
import type { Queryable } from '../db/db';
import type { Outbox } from './outbox';

/** Where the e-mails come from (SMTP_FROM). */
const FROM = () => process.env.SMTP_FROM || 'TradePay <no-reply@tradepay.test>';

/** Sends e-mail over SMTP; everything else, and the listing, goes to `fallback` (the simulated outbox). */
export function smtpOutbox(url: string, fallback: Outbox): Outbox {
  const transport = createTransport(url);
  return {
    async send(db: Queryable, message) {
      if (message.channel !== 'email') return fallback.send(db, message);
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
    list: (db, limit) => fallback.list(db, limit),
  };
}
