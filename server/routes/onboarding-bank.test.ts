// The bank step: each simulated bank outcome, Swift/BIC verification, saving the primary account, the DEV switch.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { bankData, call, documentOf, freshClient, signIn, type FreshClient } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;
let skipping: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  skipping = (await testApp({ db, console: 'client', env: { DEV_SKIP_BANK_VALIDATION: 'true' } })).app;
});
afterAll(async () => {
  await client.close();
  await skipping.close();
  await db.close();
});

const validate = (who: FreshClient, accountNumber: string, app = client) =>
  call(app, who.token, 'POST', '/api/onboarding/bank/validate', { accountNumber, ifscCode: 'HDFC0001234' });
const save = (who: FreshClient, data: Record<string, unknown>, app = client) =>
  call(app, who.token, 'POST', '/api/onboarding/bank', data);
const accounts = async (who: FreshClient) =>
  (await call(client, who.token, 'GET', '/api/onboarding/client')).json().data.accountDetails;

describe('POST /api/onboarding/bank/validate', () => {
  it("answers the holder on record: the client's full name until a legal name is saved", async () => {
    const fresh = await freshClient(db);
    const res = await validate(fresh, '123456789012');
    expect(res.json()).toEqual({
      responseCode: 200,
      message: 'Success',
      data: {
        accountHolderName: 'TEST USER',
        bankResponse: expect.objectContaining({ status: 'VALID', nameAtBank: 'TEST USER' }),
      },
    });
  });

  it('answers no holder name for an account ending in 000 (in review)', async () => {
    const res = await validate(await freshClient(db), '123456789000');
    expect(res.json()).toMatchObject({ responseCode: 200, data: { accountHolderName: null } });
  });

  it("answers 404 with the bank's words, which the admin console shows, for an account ending in 404", async () => {
    const res = await validate(await freshClient(db), '123456789404');
    expect(res.json()).toEqual({
      responseCode: 404,
      message: 'No account found for this account number and IFSC',
      data: { bankResponse: expect.objectContaining({ message: 'No account found for this account number and IFSC' }) },
    });
  });

  it('answers 503 when the bank cannot be reached (an account ending in 503)', async () => {
    const res = await validate(await freshClient(db), '123456789503');
    expect(res.json()).toEqual({ responseCode: 503, message: 'Bank service unavailable', data: null });
  });

  it('is skipped under DEV_SKIP_BANK_VALIDATION', async () => {
    const res = await validate(await freshClient(db), '123456789404', skipping);
    expect(res.json().data).toEqual({ accountHolderName: null, skipped: true });
  });
});

describe('POST /api/onboarding/bank/validate-swift', () => {
  it("verifies a BIC, and refuses one starting with XXXX: 'Please enter valid bank details'", async () => {
    const fresh = await freshClient(db);
    const swift = (bic: string) =>
      call(client, fresh.token, 'POST', '/api/onboarding/bank/validate-swift', { bic, accountNumber: '123456789012' });
    expect((await swift('HDFCINBBXXX')).json()).toEqual({ responseCode: 200, message: 'Success', data: null });
    expect((await swift('XXXXINBB')).json()).toEqual({
      responseCode: 400,
      message: 'Please enter valid bank details',
      data: null,
    });
    expect((await swift('bad')).statusCode).toBe(400);
  });
});

describe('POST /api/onboarding/bank', () => {
  it('saves the one primary account, verified when the bank holds the typed name; a new save replaces it', async () => {
    const fresh = await freshClient(db);
    const first = await save(fresh, { ...bankData('test user'), isPrimary: true });
    expect(first.json()).toEqual({
      responseCode: 200,
      message: 'Account added / updated successfully',
      data: { id: expect.stringMatching(/^BA/) },
    });
    const second = await save(fresh, bankData('TEST USER', '123456789000'));
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await accounts(fresh)).toEqual([
      {
        id: first.json().data.id,
        accountType: 'bank',
        accountHolderName: 'TEST USER',
        accountNumber: '123456789000',
        ifscCode: 'HDFC0001234',
        adCode: null,
        currency: 'INR',
        swiftBicCode: null,
        bankStatement: null,
        isPrimary: true,
        isVerified: false,
        bankResponse: expect.objectContaining({ status: 'PENDING' }),
      },
    ]);
    const stored = await db.query<{ details: object }>('SELECT details FROM bank_accounts WHERE client_id = $1', [
      fresh.clientId,
    ]);
    expect(stored.rows[0].details).not.toHaveProperty('accountNumberRe');
  });

  it.each([
    [bankData('SOMEONE ELSE'), 400, 'Please enter account holder name as per bank record.'],
    [bankData('TEST USER', '123456789404'), 404, 'No account found for this account number and IFSC'],
    [bankData('TEST USER', '123456789503'), 503, 'Bank service unavailable'],
    [
      bankData('TEST USER', '123456789012', { accountNumberRe: '123456789013' }),
      400,
      'Both account numbers should match',
    ],
    [bankData('TEST USER', '123456789012', { ifscCode: undefined }), 400, 'Please enter an IFSC Code', 'ifscCode'],
    [{ ...bankData('TEST USER'), isPrimary: false }, 400, 'A saved account is always primary'],
  ])('refuses %j with %i', async (data, status, message, field?: string) => {
    const res = await save(await freshClient(db), data);
    // The form's refusal also names its field, so the form shows the message there.
    const refused = field ? { fields: { [field]: message } } : null;
    expect(res.json()).toEqual({ responseCode: status, message, data: status === 404 ? expect.anything() : refused });
  });

  it('saves an account the bank does not know under DEV_SKIP_BANK_VALIDATION, unverified', async () => {
    const fresh = await freshClient(db);
    expect((await save(fresh, bankData('ANYONE', '123456789404'), skipping)).statusCode).toBe(200);
    expect((await accounts(fresh))[0]).toMatchObject({ isVerified: false, bankResponse: null });
  });

  it('saves an EEFC account once its Swift/BIC is verified and its statement uploaded', async () => {
    const fresh = await freshClient(db);
    const bankStatement = await documentOf(db, fresh.clientId, 'eefc_statement', 'statement.pdf');
    const eefc = (overrides = {}) =>
      bankData('TEST USER', '123456789012', {
        accountType: 'eefc',
        ifscCode: undefined,
        currency: 'USD',
        swiftBicCode: 'HDFCINBBXXX',
        swiftVerified: true,
        bankStatement,
        ...overrides,
      });
    expect((await save(fresh, eefc({ swiftVerified: undefined }))).json().message).toBe(
      'Please verify the Swift / BIC code',
    );
    expect((await save(fresh, eefc({ swiftBicCode: 'XXXXINBBXXX' }))).json().message).toBe(
      'Please enter valid bank details',
    );
    expect((await save(fresh, eefc())).json().message).toBe('Account added / updated successfully');
    expect((await accounts(fresh))[0]).toMatchObject({ accountType: 'eefc', currency: 'USD', bankStatement });
  });

  it('refuses a change once the client is approved', async () => {
    const token = await signIn(db, 'exporter@demo.test', 'client');
    const res = await call(client, token, 'POST', '/api/onboarding/bank', bankData('KAVERI TEXTILES PVT LTD'));
    expect(res.json().message).toBe('Update is not allowed because the client status is Approved.');
  });
});
