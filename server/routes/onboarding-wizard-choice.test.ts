// The audit's second hole, tried as it was found: a client may not choose its own form, wizard or role through the body.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { bankData, businessData, call, documentOf, freshClient, ownerData } from '../testing/test-onboarding';

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

const NAMED = "The request may not name a form or a variant: they follow from the client's own record";
const NOT_YOURS = { responseCode: 403, message: 'This step is not part of your onboarding', data: null };
const serviceBasic = {
  basicInformation: { firstName: 'Test', lastName: 'User', mobile: '9811100000' },
  businessInformation: {
    businessCategory: 'Individual/Freelancer',
    businessDescription: 'Design work',
    webSite: 'www.example.com',
    estimatedCurrency: 'INR',
    gstResgistered: false,
  },
};

describe('the server decides which form and wizard apply', () => {
  it("refuses a body naming a form, and checks business details with the client's own form", async () => {
    const fresh = await freshClient(db);
    const named = await call(client, fresh.token, 'POST', '/api/onboarding/business', {
      form: 'onboarding.service-basic',
      ...serviceBasic,
    });
    expect(named.json()).toMatchObject({ responseCode: 400, message: NAMED });
    const { businessType, businessLegalName, ...rest } = businessData({
      iecFile: await documentOf(db, fresh.clientId, 'IEC'),
    });
    const own = await call(client, fresh.token, 'POST', '/api/onboarding/business', {
      basicInformation: { businessType, businessLegalName },
      businessInformation: rest,
    });
    expect(own.json()).toMatchObject({ responseCode: 400, message: 'Please Upload GST Certificate' });
  });

  it("refuses a company the Service Exporter's short form and steps", async () => {
    const fresh = await freshClient(db);
    const short = await call(client, fresh.token, 'POST', '/api/onboarding/business', serviceBasic);
    expect(short.json().responseCode).toBe(400);
    const { pan, nameAsPan, name, dob } = ownerData(3);
    const document = await documentOf(db, fresh.clientId, 'POI');
    const verification = await call(client, fresh.token, 'POST', '/api/onboarding/verification', {
      document,
      pan,
      nameAsPan,
      name,
      dob,
    });
    expect(verification.json()).toEqual(NOT_YOURS);
  });

  it('does not let a Private Limited company with no directors submit as a Service Exporter', async () => {
    const fresh = await freshClient(db);
    const { businessType, businessLegalName, ...rest } = businessData({
      gstFile: await documentOf(db, fresh.clientId, 'GSTIN'),
      iecFile: await documentOf(db, fresh.clientId, 'IEC'),
    });
    await call(client, fresh.token, 'POST', '/api/onboarding/basic', {
      basicInformation: serviceBasic.basicInformation,
    });
    await call(client, fresh.token, 'POST', '/api/onboarding/business', {
      basicInformation: { businessType, businessLegalName },
      businessInformation: rest,
    });
    await call(client, fresh.token, 'POST', '/api/onboarding/stakeholders/owner', ownerData(0));
    await call(client, fresh.token, 'POST', '/api/onboarding/bank', bankData('TEST EXPORTS PVT LTD'));
    const named = await call(client, fresh.token, 'POST', '/api/onboarding/submit', { variant: 'service' });
    expect(named.json()).toMatchObject({ responseCode: 400, message: NAMED });
    const own = await call(client, fresh.token, 'POST', '/api/onboarding/submit', {});
    expect(own.json().message).toBe(
      'Please add atleast 1 Beneficial Owner, 2 Directors and 1 Business Representative to continue',
    );
    const { rows } = await db.query('SELECT role_name FROM users WHERE user_id = $1', [fresh.userId]);
    expect(rows[0]).toEqual({ role_name: 'Client Exporter' });
  });

  it('keeps a Document manager out of the Service Exporter steps and role', async () => {
    const fresh = await freshClient(db, { role: 'Document manager' });
    const { pan, nameAsPan, name, dob } = ownerData(3);
    const document = await documentOf(db, fresh.clientId, 'POI');
    const verification = await call(client, fresh.token, 'POST', '/api/onboarding/verification', {
      document,
      pan,
      nameAsPan,
      name,
      dob,
    });
    expect(verification.json()).toEqual(NOT_YOURS);
    const submitted = await call(client, fresh.token, 'POST', '/api/onboarding/submit', { variant: 'service' });
    expect(submitted.json()).toMatchObject({ responseCode: 400, message: NAMED });
    const { rows } = await db.query('SELECT role_name FROM users WHERE user_id = $1', [fresh.userId]);
    expect(rows[0]).toEqual({ role_name: 'Document manager' });
  });
});
