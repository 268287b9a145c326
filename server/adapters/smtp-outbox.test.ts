// SMTP_URL's delivery: a queued e-mail leaves through a real SMTP server (a local smtp-server started here) with the
// file attached when its delivery job runs; SMS stays in the outbox table. With the SMTP server down a reset-link request
// still answers at once and its message waits (tries recorded, the next one queued with back-off), then is delivered
// once when the server is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { runNextJob } from '../jobs/jobs';
import { deliverMessage } from '../mail/delivery-job';
import { storeDocument } from '../onboarding/documents';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
import { openTestDb, testApp } from '../testing/test-app';
import { DELIVER_MESSAGE, databaseOutbox } from './outbox';
import { deliveryFor, smtpDelivery, simulatedDelivery } from './smtp-outbox';

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

/** Runs every delivery job that is due; returns how many ran. */
const deliverDue = async (url: string) => {
  let ran = 0;
  while ((await runNextJob(db, { [DELIVER_MESSAGE]: deliverMessage(smtpDelivery(url)) })) !== null) ran++;
  return ran;
};

const stateOf = async (id: number) =>
  (
    await db.query<{ sent: boolean; attempts: number; failed: boolean }>(
      'SELECT sent_at IS NOT NULL AS sent, attempts, failed_at IS NOT NULL AS failed FROM outbox WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('SMTP delivery', () => {
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
    const id = await databaseOutbox.send(db, {
      channel: 'email',
      to: 'buyer@example.com',
      subject: 'Kaveri Textiles shared Invoice with you',
      body: 'Please find the invoice attached.',
      attachments: [document],
    });
    expect(smtp.received).toHaveLength(0);
    expect(await deliverDue(smtp.url)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: buyer@example.com');
    expect(smtp.received[0]).toContain('filename=invoice.pdf');
    expect(smtp.received[0]).toContain(Buffer.from('%PDF-1.7 invoice').toString('base64'));
    expect(await stateOf(id)).toEqual({ sent: true, attempts: 1, failed: false });

    const sms = await databaseOutbox.send(db, { channel: 'sms', to: '9876500001', subject: null, body: 'OTP 1234' });
    expect(await deliverDue(smtp.url)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await databaseOutbox.list(db, 1))[0]).toMatchObject({ channel: 'sms', to: '9876500001' });
    expect(await stateOf(sms)).toMatchObject({ sent: true });
  });

  it('answers a reset-link request while SMTP is down; the link waits, retried with back-off, and is delivered once after', async () => {
    smtp.received.length = 0;
    const down = await startTestSmtpServer();
    const url = down.url;
    await down.close();

    // The caller has its answer at once: the link waits in the outbox.
    const { app } = await testApp({ db });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-link',
      payload: { type: 'email', value: 'exporter@demo.test' },
    });
    await app.close();
    expect(answer.json()).toEqual({
      responseCode: 200,
      message: 'If this email is registered, a link to set your password has been sent.',
      data: null,
    });
    const { rows: queued } = await db.query<{ id: string }>(
      "SELECT id FROM outbox WHERE recipient = 'exporter@demo.test' ORDER BY id DESC LIMIT 1",
    );
    const id = Number(queued[0].id);
    expect(await deliverDue(url)).toBe(1);
    expect(await stateOf(id)).toEqual({ sent: false, attempts: 1, failed: false });
    const { rows: next } = await db.query<{ wait: number }>(
      `SELECT extract(epoch FROM run_after - now())::int AS wait FROM jobs
        WHERE kind = $1 AND status = 'queued' AND payload->>'outboxId' = $2`,
      [DELIVER_MESSAGE, String(id)],
    );
    expect(next).toHaveLength(1);
    expect(next[0].wait).toBeGreaterThanOrEqual(8);
    expect(await deliverDue(url)).toBe(0); // not due yet

    // The server is back on the same port; the retry falls due.
    const back = await startTestSmtpServer(Number(new URL(url).port));
    try {
      await db.query(`UPDATE jobs SET run_after = now() WHERE kind = $1 AND status = 'queued'`, [DELIVER_MESSAGE]);
      expect(await deliverDue(url)).toBe(1);
      expect(back.received).toHaveLength(1);
      expect(back.received[0]).toContain('To: exporter@demo.test');
      expect(back.received[0]).toContain('/set-password/');
      expect(await stateOf(id)).toEqual({ sent: true, attempts: 2, failed: false });
      // A second job for the same message (a crash after the send, say) does not send it again.
      await db.query(`INSERT INTO jobs (kind, payload) VALUES ($1, $2)`, [
        DELIVER_MESSAGE,
        JSON.stringify({ outboxId: id }),
      ]);
      expect(await deliverDue(url)).toBe(1);
      expect(back.received).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it('keeps no code, link or body of a delivered or given-up message outside development', async () => {
    const contentOf = async (id: number) =>
      (await db.query('SELECT body, otp, link FROM outbox WHERE id = $1', [id])).rows[0];
    const code = { channel: 'sms' as const, to: '9876500001', subject: null, body: '4321 is your OTP', otp: '4321' };
    const kept = await databaseOutbox.send(db, code);
    await runNextJob(db, { [DELIVER_MESSAGE]: deliverMessage(simulatedDelivery) });
    expect(await contentOf(kept)).toEqual({ body: '4321 is your OTP', otp: '4321', link: null });

    const forgotten = await databaseOutbox.send(db, code);
    const production = { [DELIVER_MESSAGE]: deliverMessage(simulatedDelivery, { keepContent: false }) };
    await runNextJob(db, production);
    expect(await contentOf(forgotten)).toEqual({ body: '', otp: null, link: null });

    const refused = await databaseOutbox.send(db, { ...code, link: 'http://127.0.0.1:8080/set-password/abc' });
    const refusing = {
      deliver: () => Promise.reject(Object.assign(new Error('550 no such user'), { responseCode: 550 })),
    };
    await runNextJob(db, { [DELIVER_MESSAGE]: deliverMessage(refusing, { keepContent: false }) });
    expect(await stateOf(refused)).toMatchObject({ failed: true });
    expect(await contentOf(refused)).toEqual({ body: '', otp: null, link: null });
  });

  it('is simulated unless SMTP_URL names a server', () => {
    expect(deliveryFor({})).toBe(simulatedDelivery);
    expect(deliveryFor({ SMTP_URL: '' })).toBe(simulatedDelivery);
    expect(deliveryFor({ SMTP_URL: smtp.url })).not.toBe(simulatedDelivery);
  });
});
