// Manage Alerts: the seven alert types with their defaults until a client switches one, a switch kept per client,
// and the simulated notification service refusing CL1002's switches ('Something went wrong').
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
});
afterAll(async () => {
  await client.close();
  await db.close();
});

type Alert = { alertId: number; title: string; status: boolean };

describe('alerts', () => {
  it('lists the seven alerts with their defaults, then keeps a switch for that client only', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const before = (await call(client, exporter, 'GET', '/api/alerts')).json().data as Alert[];
    expect(before.map((alert) => alert.title)).toEqual([
      'Payment received',
      'Payout settled',
      'Payout failed',
      'Reversal status',
      'Financing status',
      'Document shared',
      'Onboarding status',
    ]);
    expect(before[4].status).toBe(false);
    const answer = (await call(client, exporter, 'POST', '/api/alerts', { alertId: 5, status: true })).json();
    expect(answer.responseCode).toBe(200);
    expect(((await call(client, exporter, 'GET', '/api/alerts')).json().data as Alert[])[4].status).toBe(true);
    const service = await signIn(db, 'service@demo.test', 'client');
    expect(((await call(client, service, 'GET', '/api/alerts')).json().data as Alert[])[4].status).toBe(false);
  });

  it("refuses CL1002's switch with 'Something went wrong' and keeps its alerts as they were", async () => {
    const importer = await signIn(db, 'importer@demo.test', 'client');
    const answer = (await call(client, importer, 'POST', '/api/alerts', { alertId: 1, status: false })).json();
    expect(answer.message).toBe('Something went wrong');
    expect(((await call(client, importer, 'GET', '/api/alerts')).json().data as Alert[])[0].status).toBe(true);
  });

  it('refuses an unknown alert and another client', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    expect((await call(client, exporter, 'POST', '/api/alerts', { alertId: 99, status: true })).statusCode).toBe(404);
    const foreign = await call(client, exporter, 'POST', '/api/alerts', {
      clientId: 'CL1002',
      alertId: 1,
      status: true,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
