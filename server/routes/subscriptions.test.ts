// Subscription plans: the Admin configures an Individual and a Multiple plan (the server applies the plan rules and
// the GST arithmetic as the form does), a second configuration of one name is refused, edits keep the plan, and a
// status change is sent lowercase; nobody else may call.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';

let db: Db;
let admin: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = await openTestDb();
  admin = (await testApp({ db, console: 'admin' })).app;
  token = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  await admin.close();
  await db.close();
});

const save = async (body: Record<string, unknown>) =>
  (await call(admin, token, 'POST', '/api/subscriptions', body)).json();
const individual = {
  planId: 'PLAN_INDIVIDUAL',
  settings: { multiUser: false, periodType: 'monthly', shipmentCount: 20, applyZeroFees: true, setFees: 499 },
  accessibility: [],
};
const growth = {
  planId: 'PLAN_GROWTH',
  settings: { multiUser: true, userCount: 5, periodType: 'days', numberOfDays: 90, shipmentCount: 100 },
  accessibility: [
    { id: 'documents', status: true },
    { id: 'transactions', status: true },
  ],
  pricing: { currency: 'INR', baseAmount: 999.99, gstAllowed: true, gstRate: 18, gstAmount: 180, totalAmount: 1179.99 },
};

describe('subscription plans', () => {
  it('configures an Individual plan without pricing, and a Multiple plan with GST', async () => {
    expect((await save(individual)).message).toBe('Plan configured successfully');
    expect((await save(growth)).message).toBe('Plan configured successfully');
    const list = (await call(admin, token, 'GET', '/api/subscriptions')).json().data;
    expect(list.map((row: { planName: string; status: string }) => [row.planName, row.status])).toEqual(
      expect.arrayContaining([
        ['Individual', 'ACTIVE'],
        ['Growth', 'ACTIVE'],
      ]),
    );
  });

  it("refuses a second configuration of one plan: 'Plan already exists, please select another plan'", async () => {
    const answer = await save(growth);
    expect(answer.responseCode).toBe(409);
    expect(answer.message).toBe('Plan already exists, please select another plan');
  });

  it('refuses GST figures that do not follow from the base and the rate, and days missing for Custom Days', async () => {
    const wrong = await save({
      ...growth,
      planId: 'PLAN_STARTER',
      pricing: { ...growth.pricing, gstAmount: 170, totalAmount: 1169.99 },
    });
    expect(wrong.responseCode).toBe(400);
    const noDays = await save({
      ...growth,
      planId: 'PLAN_STARTER',
      settings: { multiUser: false, periodType: 'days', shipmentCount: 10 },
    });
    expect(noDays.message).toBe('Required!');
  });

  it('edits a plan through its details id and switches its status, sent lowercase', async () => {
    const [row] = (await call(admin, token, 'GET', '/api/subscriptions'))
      .json()
      .data.filter((plan: { planName: string }) => plan.planName === 'Growth');
    const details = (await call(admin, token, 'GET', `/api/subscriptions/${row.planDetailId}`)).json().data;
    expect(details.pricing).toMatchObject({ gstAmount: 180, totalAmount: 1179.99 });
    // the settings the entity declares are kept as sent (none dropped by how the server reads the entity)
    expect(details.settings).toEqual(growth.settings);
    const edited = await save({
      ...growth,
      planDetailsId: row.planDetailId,
      settings: { ...growth.settings, userCount: 8 },
    });
    expect(edited.message).toBe('Plan updated successfully');
    const status = (
      await call(admin, token, 'POST', '/api/subscriptions/status', { planId: 'PLAN_GROWTH', status: 'inactive' })
    ).json();
    expect(status.responseCode).toBe(200);
    const upper = await call(admin, token, 'POST', '/api/subscriptions/status', {
      planId: 'PLAN_GROWTH',
      status: 'INACTIVE',
    });
    expect(upper.statusCode).toBe(400);
    expect((await call(admin, token, 'GET', `/api/subscriptions/exists/PLAN_GROWTH`)).json().responseCode).toBe(200);
    expect((await call(admin, token, 'GET', `/api/subscriptions/exists/PLAN_STARTER`)).statusCode).toBe(404);
  });
});
