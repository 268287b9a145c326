// The server's SMTP choice end to end: a document shared through POST /api/documents/share is queued in the outbox,
// and its delivery job, with the delivery deliveryFor picks when SMTP_URL is set, brings it to a local smtp-server with
// the file attached.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
import { openTestDb, tokenFor } from '../testing/test-app';
import { call } from '../testing/test-onboarding';
import { runNextJob } from '../jobs/jobs';
import { deliverMessage } from '../mail/delivery-job';
import { DELIVER_MESSAGE, databaseOutbox as outbox } from './outbox';
import { deliveryFor } from './smtp-outbox';

let db: Db;
let smtp: TestSmtpServer;

beforeAll(async () => {
  db = await openTestDb();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await db.close();
});

/** A received message's headers unfolded, as one line each. */
const headersOf = (mail: string) => mail.slice(0, mail.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, '');

/** The decoded content of the message's part naming `filename`. */
const attachmentOf = (mail: string, filename: string) => {
  const part = mail.slice(mail.indexOf(`filename=${filename}`));
  const body = part.slice(part.indexOf('\r\n\r\n') + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s/g, ''), 'base64');
};

describe('sharing through SMTP', () => {
  it('sends a document shared through the route to the SMTP server, the stored file attached', async () => {
    const config = loadConfig({ NODE_ENV: 'test', OTP_SECRET: 'a test key' }, '9.9.9');
    const app: FastifyInstance = await buildApp({ config, console: 'client', db, outbox });
    await app.ready();
    try {
      const token = await tokenFor(db, 'backoffice@demo.test', 'client');
      const listed = (await call(app, token, 'GET', '/api/documents')).json().data.otd as {
        documentName: string;
        documentData: { documentId: string; documentName: string };
      }[];
      const invoice = listed.find((entry) => entry.documentName === 'Commercial Invoice INV-2026-0142')!;
      const answer = await call(app, token, 'POST', '/api/documents/share', {
        documentId: invoice.documentData.documentId,
        email: 'buyer@example.com',
        description: 'Invoice for the March shipment',
      });
      expect(answer.json()).toEqual({ responseCode: 200, message: 'Document shared successfully', data: null });
      expect(smtp.received).toHaveLength(0);
      const delivery = deliverMessage(deliveryFor({ SMTP_URL: smtp.url }));
      expect(await runNextJob(db, { [DELIVER_MESSAGE]: delivery })).not.toBeNull();

      expect(smtp.received).toHaveLength(1);
      const headers = headersOf(smtp.received[0]);
      expect(headers).toContain('To: buyer@example.com');
      expect(headers).toContain('Subject: Kaveri Textiles Pvt Ltd shared Commercial Invoice INV-2026-0142 with you');
      expect(smtp.received[0]).toContain('Invoice for the March shipment');
      const { rows } = await db.query<{ content: Uint8Array }>('SELECT content FROM documents WHERE document_id = $1', [
        invoice.documentData.documentId,
      ]);
      expect(attachmentOf(smtp.received[0], invoice.documentData.documentName)).toEqual(Buffer.from(rows[0].content));
      // It left through SMTP once, and the outbox row says when.
      const kept = await db.query(
        "SELECT sent_at IS NOT NULL AS sent FROM outbox WHERE recipient = 'buyer@example.com'",
      );
      expect(kept.rows).toEqual([{ sent: true }]);
      expect(await runNextJob(db, { [DELIVER_MESSAGE]: delivery })).toBeNull();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
