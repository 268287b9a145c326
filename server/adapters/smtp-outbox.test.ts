// SMTP_URL's outbox: a shared document leaves through a real SMTP server (a local smtp-server started here) with the
// file attached; SMS still goes to the outbox table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { storeDocument } from '../onboarding/documents';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
import { openTestDb } from '../test-app';
import { simulatedOutbox } from './outbox';
import { smtpOutbox } from './smtp-outbox';

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

describe('smtpOutbox', () => {
  it('sends an e-mail with its attached document over SMTP, and keeps SMS in the outbox table', async () => {
    const document = await db.transaction((tx) =>
      storeDocument(tx, 'CL1001', {
        documentType: 'OTD',
        documentSubType: '',
        fileName: 'invoice.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.7 invoice'),
      }),
    );
    const outbox = smtpOutbox(
      smtp.url,
      simulatedOutbox(() => {}),
    );
    await outbox.send(db, {
      channel: 'email',
      to: 'buyer@example.com',
      subject: 'Kaveri Textiles shared Invoice with you',
      body: 'Please find the invoice attached.',
      attachments: [document],
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: buyer@example.com');
    expect(smtp.received[0]).toContain('filename=invoice.pdf');
    expect(smtp.received[0]).toContain(Buffer.from('%PDF-1.7 invoice').toString('base64'));

    await outbox.send(db, { channel: 'sms', to: '9876500001', subject: null, body: 'OTP 1234' });
    expect(smtp.received).toHaveLength(1);
    expect((await outbox.list(db, 1))[0]).toMatchObject({ channel: 'sms', to: '9876500001' });
  });
});
