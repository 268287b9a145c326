// Submitting onboarding: refused until every step is saved, then the client waits for approval and the user gets the role that follows.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuFor } from '../auth/login-response';
import { fileDeclarations } from '../schemas';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import {
  bankData,
  businessData,
  call,
  documentOf,
  freshClient,
  ownerData,
  signIn,
  stakeholderData,
  type FreshClient,
} from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  adminToken = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

const post = (who: FreshClient, url: string, payload: Record<string, unknown>) =>
  call(client, who.token, 'POST', url, payload).then((res) => {
    expect(res.json()).toMatchObject({ responseCode: 200 });
    return res;
  });
const submit = (who: FreshClient) => call(client, who.token, 'POST', '/api/onboarding/submit', {});
const personal = { firstName: 'Test', lastName: 'User', mobile: '9811100000' };

/** Saves the personal and business steps of the payments wizard for a company type. */
async function details(who: FreshClient, businessType: string) {
  await post(who, '/api/onboarding/basic', { basicInformation: personal });
  const { businessLegalName, ...rest } = businessData({
    businessType,
    gstFile: await documentOf(db, who.clientId, 'GSTIN'),
    iecFile: await documentOf(db, who.clientId, 'IEC'),
  });
  await post(who, '/api/onboarding/business', {
    basicInformation: { businessType, businessLegalName },
    businessInformation: rest,
  });
}

const INCOMPLETE = { responseCode: 400, message: 'Please complete all onboarding steps before submitting', data: null };

describe('POST /api/onboarding/submit', () => {
  it('refuses until the details, the people and the bank account are saved', async () => {
    const fresh = await freshClient(db);
    expect((await submit(fresh)).json()).toEqual(INCOMPLETE);
    await details(fresh, 'Private Limited');
    expect((await submit(fresh)).json()).toEqual({
      responseCode: 400,
      message: 'Please add atleast 1 Beneficial Owner, 2 Directors and 1 Business Representative to continue',
      data: null,
    });
    await post(fresh, '/api/onboarding/stakeholders/owner', ownerData(0));
    await post(fresh, '/api/onboarding/stakeholders', await stakeholderData(db, fresh.clientId, 1, 'director'));
    await post(fresh, '/api/onboarding/stakeholders', await stakeholderData(db, fresh.clientId, 2, 'director'));
    await post(fresh, '/api/onboarding/stakeholders', await stakeholderData(db, fresh.clientId, 3, 'representative'));
    expect((await submit(fresh)).json()).toEqual(INCOMPLETE);
    await post(fresh, '/api/onboarding/bank', bankData('TEST EXPORTS PVT LTD'));

    const res = await submit(fresh);
    expect(res.json()).toEqual({
      responseCode: 200,
      message: 'Onboarding details submitted successfully',
      data: {
        clientStatus: 'Approval_In_Progress',
        roleName: 'Client Back-office Admin',
        privileges: menuFor(fileDeclarations().menus!.json, 'Client Back-office Admin'),
      },
    });
    const { rows } = await db.query<{ client_status: string; client_name: string; role_name: string }>(
      'SELECT c.client_status, c.client_name, u.role_name FROM clients c JOIN users u USING (client_id) WHERE c.client_id = $1',
      [fresh.clientId],
    );
    expect(rows[0]).toEqual({
      client_status: 'Approval_In_Progress',
      client_name: 'Test Exports Pvt Ltd',
      role_name: 'Client Back-office Admin',
    });
  });

  it('asks a sole proprietor for one owner only', async () => {
    const fresh = await freshClient(db);
    await details(fresh, 'Sole Proprietor');
    await post(fresh, '/api/onboarding/bank', bankData('TEST EXPORTS PVT LTD'));
    expect((await submit(fresh)).json().message).toBe('Please add atleast 1 Owner/Director to continue');
    await post(fresh, '/api/onboarding/stakeholders/owner', ownerData(0));
    expect((await submit(fresh)).json().message).toBe('Onboarding details submitted successfully');
  });

  it.each([
    ['Individual/Freelancer', 'Please add KYC Details to continue'],
    ['IT Service Provider', 'Please add atleast 1 Beneficial Owner to continue'],
  ])('asks an individual %s for the people its kind needs', async (businessCategory, message) => {
    const fresh = await freshClient(db, { type: 'Individual', role: 'Client Exporter' });
    await post(fresh, '/api/onboarding/basic', { basicInformation: personal });
    const { businessType, businessLegalName, ...rest } = businessData({
      businessCategory,
      gstFile: await documentOf(db, fresh.clientId, 'GSTIN'),
    });
    await post(fresh, '/api/onboarding/business', {
      basicInformation: { businessType, businessLegalName },
      businessInformation: rest,
    });
    await post(fresh, '/api/onboarding/bank', bankData('TEST EXPORTS PVT LTD'));
    expect((await submit(fresh)).json().message).toBe(message);
  });

  it("submits a Service Exporter's 4-step wizard, which needs the verified owner", async () => {
    const fresh = await freshClient(db, { type: 'Individual', role: 'Service Exporter' });
    await post(fresh, '/api/onboarding/business', {
      basicInformation: personal,
      businessInformation: {
        businessCategory: 'Individual/Freelancer',
        businessDescription: 'Design work',
        webSite: 'www.example.com',
        estimatedCurrency: 'INR',
        gstResgistered: false,
      },
    });
    expect((await submit(fresh)).json()).toEqual(INCOMPLETE);
    const { pan, nameAsPan, name, dob } = ownerData(3);
    const document = await documentOf(db, fresh.clientId, 'POI');
    await post(fresh, '/api/onboarding/verification', { document, pan, nameAsPan, name, dob });
    await post(fresh, '/api/onboarding/bank', bankData('TEST USER'));
    expect((await submit(fresh)).json().data).toMatchObject({
      clientStatus: 'Approval_In_Progress',
      roleName: 'Service Exporter',
    });
  });

  it('keeps the role of a documentation client, which needs a director', async () => {
    const fresh = await freshClient(db, { role: 'Document manager' });
    await post(fresh, '/api/onboarding/business', {
      basicInformation: { ...personal, businessType: 'LLP', businessLegalName: 'Docs LLP' },
      businessInformation: {
        businessCategory: 'Merchant',
        address1: '1 Test Street',
        country: 'IN',
        state: 'Kerala',
        city: 'Kochi',
        pinCode: '682001',
        estimatedCurrency: 'INR',
        businessDescription: 'Documents',
        clientIndustry: ['textiles'],
        gstFile: await documentOf(db, fresh.clientId, 'GSTIN'),
        iecFile: await documentOf(db, fresh.clientId, 'IEC'),
      },
    });
    await post(fresh, '/api/onboarding/bank', bankData('DOCS LLP'));
    expect((await submit(fresh)).json()).toEqual(INCOMPLETE);
    await post(fresh, '/api/onboarding/stakeholders', await stakeholderData(db, fresh.clientId, 1, 'director'));
    expect((await submit(fresh)).json().data.roleName).toBe('Document manager');
  });

  it("submits from the admin console for the client named, leaving the admin's role alone", async () => {
    const fresh = await freshClient(db);
    await details(fresh, 'Sole Proprietor');
    await post(fresh, '/api/onboarding/stakeholders/owner', ownerData(0));
    await post(fresh, '/api/onboarding/bank', bankData('TEST EXPORTS PVT LTD'));
    const res = await call(admin, adminToken, 'POST', '/api/onboarding/submit', {
      clientId: fresh.clientId,
    });
    expect(res.json().data).toMatchObject({ clientStatus: 'Approval_In_Progress', roleName: 'Admin' });
    const { rows } = await db.query('SELECT role_name FROM users WHERE client_id = $1', [fresh.clientId]);
    expect(rows[0]).toEqual({ role_name: 'Client Exporter' });
  });

  it('refuses an approved client', async () => {
    const token = await signIn(db, 'importer@demo.test', 'client');
    const res = await call(client, token, 'POST', '/api/onboarding/submit', {});
    expect(res.json().message).toBe('Update is not allowed because the client status is Approved.');
  });
});

describe('GET /api/onboarding/clients', () => {
  it('is the Admin’s alone', async () => {
    const token = await signIn(db, 'onboard@demo.test', 'client');
    expect((await call(client, token, 'GET', '/api/onboarding/clients')).statusCode).toBe(403);
  });

  it('lists every client, newest approval first, then newest sign-up', async () => {
    await db.query(`UPDATE clients SET approved_at = now() + interval '1 day' WHERE client_id = 'CL1003'`);
    await db.query(`UPDATE clients SET created_at = now() + interval '1 day' WHERE client_id = 'CL1008'`);
    const rows = (await call(admin, adminToken, 'GET', '/api/onboarding/clients')).json().data as Record<
      string,
      unknown
    >[];
    expect(rows[0].clientId).toBe('CL1003');
    const unapproved = rows.filter((row) => row.approvedAt === null);
    expect(unapproved[0].clientId).toBe('CL1008');
    expect(rows.findIndex((row) => row.approvedAt === null)).toBe(rows.length - unapproved.length);
    expect(rows.find((row) => row.clientId === 'CL1005')).toEqual({
      clientId: 'CL1005',
      companyName: null,
      email: 'onboard@demo.test',
      mobile: '9876500007',
      clientType: 'Business',
      clientPurpose: 'payments',
      businessCategory: 'Goods Exporter',
      onboardingBusinessType: null,
      clientStatus: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      approvedAt: null,
    });
    // The purpose chooses the wizard the row's Onboarding action opens (documentation or payments).
    expect(rows.find((row) => row.clientId === 'CL1009')).toMatchObject({ clientPurpose: 'documentation' });
    expect(rows.find((row) => row.clientId === 'CL1001')).toMatchObject({
      companyName: 'Kaveri Textiles Pvt Ltd',
      clientStatus: 'Approved',
      approvedAt: expect.stringMatching(/Z$/),
    });
  });
});
