// Onboarding details: who may read and save which client's, the spec's response shape, and the personal and business steps.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { businessData, call, documentOf, freshClient, signIn } from '../testing/test-onboarding';

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

const personal = { firstName: 'Asha', lastName: 'Verma', mobile: '9811122233', mobileCountryCode: '+91' };

describe('who may call the onboarding routes', () => {
  it('refuses a call without a session with 401', async () => {
    const res = await client.inject('/api/onboarding/client');
    expect(res.json()).toEqual({ responseCode: 401, message: 'Unauthorized', data: null });
  });

  it("refuses a client-console user naming another client with 403 'Forbidden'", async () => {
    const own = await freshClient(db);
    const read = await call(client, own.token, 'GET', '/api/onboarding/client?clientId=CL1001');
    expect(read.json()).toEqual({ responseCode: 403, message: 'Forbidden', data: null });
    const save = await call(client, own.token, 'POST', '/api/onboarding/basic', {
      clientId: 'CL1005',
      basicInformation: personal,
    });
    expect(save.json()).toMatchObject({ responseCode: 403, message: 'Forbidden' });
  });

  it('lets only the Admin call them in the admin console', async () => {
    await db.query(
      `INSERT INTO users (user_id, console, email, role_name) VALUES ('USSTAFF', 'admin', 'staff@demo.test', 'Operations')`,
    );
    const staff = await signIn(db, 'staff@demo.test', 'admin');
    const res = await call(admin, staff, 'GET', '/api/onboarding/client?clientId=CL1001');
    expect(res.json()).toMatchObject({ responseCode: 403, message: 'Forbidden' });
  });

  it('asks the admin to select a client, and knows when it does not exist', async () => {
    expect((await call(admin, adminToken, 'GET', '/api/onboarding/client')).json()).toMatchObject({
      responseCode: 400,
      message: 'Please select a client',
    });
    expect((await call(admin, adminToken, 'GET', '/api/onboarding/client?clientId=CL9999')).json()).toMatchObject({
      responseCode: 404,
      message: 'Client not found',
    });
  });
});

describe('GET /api/onboarding/client', () => {
  it("prefills the basic information from the client's user before anything is saved", async () => {
    const fresh = await freshClient(db, { mobile: '9800011122' });
    const { data } = (await call(client, fresh.token, 'GET', '/api/onboarding/client')).json();
    expect(data).toMatchObject({
      clientId: fresh.clientId,
      clientStatus: null,
      clientType: 'Business',
      clientPurpose: 'payments',
      businessCategory: 'Goods Exporter',
      bacicInformation: {
        firstName: 'Test',
        lastName: 'User',
        mobile: '9800011122',
        mobileCountryCode: '+91',
        email: fresh.email,
        businessType: null,
        businessLegalName: null,
      },
      businessInformation: {
        companyName: null,
        gstFile: null,
        clientIndustry: [],
        hsCodes: [],
        allowedCurrency: [],
        registrationProof: 'not_selected',
        globalAccount: false,
      },
      stakeHolders: [],
      accountDetails: [],
    });
  });

  it("answers the approved demo client's whole onboarding in the spec's shape", async () => {
    const { data } = (await call(admin, adminToken, 'GET', '/api/onboarding/client?clientId=CL1001')).json();
    expect(data.clientStatus).toBe('Approved');
    expect(data.bacicInformation).toMatchObject({
      firstName: 'Ravi',
      businessType: 'Private Limited',
      businessLegalName: 'Kaveri Textiles Pvt Ltd',
    });
    expect(data.businessInformation).toMatchObject({
      companyName: 'Kaveri Textiles Pvt Ltd',
      businessCategory: 'Manufacturer',
      clientIndustry: [{ key: 'textiles', value: 'Textiles & Apparel' }],
      allowedCurrency: [
        { currency: 'USD', countryCode: 'US' },
        { currency: 'GBP', countryCode: 'GB' },
        { currency: 'EUR', countryCode: 'DE' },
      ],
      gstFile: { documentId: expect.any(String), documentName: 'gst-certificate.pdf' },
      iecFile: { documentId: expect.any(String), documentName: 'iec-certificate.pdf' },
      registrationProofFile: null,
    });
    expect(data.stakeHolders).toHaveLength(4);
    expect(data.stakeHolders[1]).toMatchObject({
      clientId: 'CL1001',
      pan: 'BCDPM2345G',
      nameAsPan: 'MEERA NAIR',
      dob: '1990-09-23',
      stakeHolderType: 'director',
      isDirector: true,
      isAccountSignatory: false,
      status: 'active',
      verified: true,
      panVerified: true,
      poaDocument: { documentSubType: 'AADHAAR', documentName2: 'BCDPM2345G-aadhaar-back.pdf' },
    });
    expect(data.accountDetails).toEqual([
      expect.objectContaining({ accountType: 'bank', ifscCode: 'HDFC0001234', isPrimary: true, isVerified: true }),
    ]);
  });
});

describe('POST /api/onboarding/basic', () => {
  it('saves the personal step, which the next read shows', async () => {
    const fresh = await freshClient(db);
    const res = await call(client, fresh.token, 'POST', '/api/onboarding/basic', { basicInformation: personal });
    expect(res.json()).toEqual({ responseCode: 200, message: 'Personal details saved successfully', data: null });
    const { data } = (await call(client, fresh.token, 'GET', '/api/onboarding/client')).json();
    expect(data.bacicInformation).toMatchObject(personal);
  });

  it("refuses another user's mobile with a message the browser recognises", async () => {
    const fresh = await freshClient(db);
    const res = await call(client, fresh.token, 'POST', '/api/onboarding/basic', {
      basicInformation: { ...personal, mobile: '9876500002' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('number is not available');
  });

  it("keeps the user's own mobile", async () => {
    const fresh = await freshClient(db, { mobile: '9800022233' });
    const res = await call(client, fresh.token, 'POST', '/api/onboarding/basic', {
      basicInformation: { ...personal, mobile: '9800022233' },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ ...personal, mobile: '5123456789' }, 'Invalid Mobile Number'],
    [{ lastName: 'Verma', mobile: '9811122233' }, 'Please enter First Name'],
    [{ ...personal, firstName: 'A'.repeat(71) }, 'Please enter maximum 70 characters for First Name'],
  ])('refuses %j with the form message', async (basicInformation, message) => {
    const fresh = await freshClient(db);
    const res = await call(client, fresh.token, 'POST', '/api/onboarding/basic', { basicInformation });
    expect(res.json()).toMatchObject({ responseCode: 400, message });
  });

  it.each(['Approved', 'Rejected'])('refuses every write once the client is %s', async (status) => {
    const fresh = await freshClient(db, { status });
    const res = await call(client, fresh.token, 'POST', '/api/onboarding/basic', { basicInformation: personal });
    expect(res.json()).toEqual({
      responseCode: 409,
      message: `Update is not allowed because the client status is ${status}.`,
      data: null,
    });
  });

  it('lets the admin save for the client it names', async () => {
    const fresh = await freshClient(db);
    const res = await call(admin, adminToken, 'POST', '/api/onboarding/basic', {
      clientId: fresh.clientId,
      basicInformation: personal,
    });
    expect(res.json().message).toBe('Personal details saved successfully');
  });
});

describe('POST /api/onboarding/business', () => {
  const split = ({ businessType, businessLegalName, ...rest }: Record<string, unknown>) => ({
    basicInformation: { businessType, businessLegalName },
    businessInformation: rest,
  });

  it('saves the business step with its documents; the read shows the basic and business parts', async () => {
    const fresh = await freshClient(db);
    const gstFile = await documentOf(db, fresh.clientId, 'GSTIN', 'gst.pdf');
    const iecFile = await documentOf(db, fresh.clientId, 'IEC', 'iec.pdf');
    const res = await call(client, fresh.token, 'POST', '/api/onboarding/business', {
      ...split(businessData({ gstFile, iecFile })),
    });
    expect(res.json()).toEqual({ responseCode: 200, message: 'Business details saved successfully', data: null });
    const { data } = (await call(client, fresh.token, 'GET', '/api/onboarding/client')).json();
    expect(data.bacicInformation).toMatchObject({
      businessType: 'Private Limited',
      businessLegalName: 'Test Exports Pvt Ltd',
    });
    expect(data.businessInformation).toMatchObject({ companyName: 'Test Exports Pvt Ltd', gstFile, iecFile });
  });

  it("refuses the form's messages and a document of another client", async () => {
    const fresh = await freshClient(db);
    const iecFile = await documentOf(db, fresh.clientId, 'IEC', 'iec.pdf');
    const missing = await call(client, fresh.token, 'POST', '/api/onboarding/business', {
      ...split(businessData({ iecFile })),
    });
    expect(missing.json()).toMatchObject({ responseCode: 400, message: 'Please Upload GST Certificate' });
    const other = await freshClient(db);
    const foreign = await documentOf(db, other.clientId, 'GSTIN', 'gst.pdf');
    const res = await call(client, fresh.token, 'POST', '/api/onboarding/business', {
      ...split(businessData({ iecFile, gstFile: foreign })),
    });
    expect(res.json()).toMatchObject({ responseCode: 400, message: 'Document not found' });
  });

  it("saves an individual's short service form, personal details included", async () => {
    const fresh = await freshClient(db, { type: 'Individual', role: 'Service Exporter' });
    const res = await call(client, fresh.token, 'POST', '/api/onboarding/business', {
      basicInformation: personal,
      businessInformation: {
        businessCategory: 'Individual/Freelancer',
        businessDescription: 'Illustration for clients abroad',
        webSite: 'https://asha.example.com',
        estimatedCurrency: 'INR',
        gstResgistered: false,
      },
    });
    expect(res.json().message).toBe('Business details saved successfully');
    const { data } = (await call(client, fresh.token, 'GET', '/api/onboarding/client')).json();
    expect(data.businessInformation).toMatchObject({ gstResgistered: false, companyName: null });
  });
});
