// The development outbox lists the messages sent (queued for delivery or delivered) newest first, and does not exist
// in production.
import { afterAll, describe, expect, it } from 'vitest';
import { databaseOutbox as outbox } from '../adapters/outbox';
import { openTestDb, testApp } from '../testing/test-app';

const db = await openTestDb();
afterAll(() => db.close());

describe('GET /api/dev/outbox', () => {
  it('lists e-mail and SMS newest first with the OTP or link', async () => {
    await outbox.send(db, {
      to: 'a@demo.test',
      channel: 'email',
      subject: 'Your code',
      body: 'Code 1234',
      otp: '1234',
    });
    await outbox.send(db, {
      to: '9876500001',
      channel: 'sms',
      subject: null,
      body: 'Reset',
      link: 'http://x/set-password/t',
    });
    const { app } = await testApp({ db });
    const res = await app.inject('/api/dev/outbox');
    await app.close();
    expect(res.statusCode).toBe(200);
    const [newest, older] = res.json().data;
    expect(newest).toMatchObject({
      to: '9876500001',
      channel: 'sms',
      subject: null,
      body: 'Reset',
      link: 'http://x/set-password/t',
    });
    expect(newest).not.toHaveProperty('otp');
    expect(older).toMatchObject({
      to: 'a@demo.test',
      channel: 'email',
      subject: 'Your code',
      body: 'Code 1234',
      otp: '1234',
    });
  });

  it('is absent when NODE_ENV=production', async () => {
    const { app } = await testApp({ db, env: { NODE_ENV: 'production' } });
    const res = await app.inject('/api/dev/outbox');
    await app.close();
    expect(res.statusCode).toBe(404);
    expect(res.json().responseCode).toBe(404);
  });
});
