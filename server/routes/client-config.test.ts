// System Config's API (issue 31): the entries follow the caller's menu (role and client type), the payout accounts are
// the caller's client's only, an added account passes the bank form and the simulated bank in the spec's words, the
// primary is an INR account and cannot be removed, every change has its audit row, a retried payout goes to the
// primary account, and the e-BRC answer never carries the credential file.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUser, loginResponse } from '../auth/login-response';
import { fileDeclarations } from '../schemas';
import { saveEbrcFile } from '../client-detail/store';
import type { Db } from '../db/db';
import { EBRC_TYPE, storeDocument } from '../onboarding/documents';
import { openTestDb, TEST_EBRC_FILE_KEY, testApp } from '../testing/test-app';
import { call, freshClient, signIn, type FreshClient } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let owner: FreshClient;

/** A valid INR account of the fresh client: the simulated bank knows its holder as TEST USER. */
const account = (number: string, overrides: Record<string, unknown> = {}) => ({
  accountType: 'bank',
  accountHolderName: 'TEST USER',
  accountNumber: number,
  accountNumberRe: number,
  ifscCode: 'HDFC0001234',
  currency: 'INR',
  ...overrides,
});

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  owner = await freshClient(db, { role: 'Client Back-office Admin', status: 'Approved' });
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

const accountsOf = async (token = owner.token) =>
  (await call(client, token, 'GET', '/api/client-config/accounts')).json().data as {
    id: string;
    accountNumber: string;
    isPrimary: boolean;
  }[];
const add = (body: Record<string, unknown>, token = owner.token) =>
  call(client, token, 'POST', '/api/client-config/accounts', body);
const auditOf = async (clientId: string) =>
  (
    await db.query<{ action: string; user_id: string }>(
      'SELECT action, user_id FROM client_config_audit WHERE client_id = $1 ORDER BY id',
      [clientId],
    )
  ).rows;

describe('menus by client type', () => {
  const titles = (menu: { title: string; children?: { title: string }[] }[]) =>
    menu.find((entry) => entry.title === 'System Config')?.children?.map((entry) => entry.title);

  it("gives a business's back-office admin Add User, an individual's not, in the privileges and on System Config", async () => {
    const individual = await freshClient(db, { type: 'Individual', role: 'Client Back-office Admin' });
    const privileges = async (token: string) =>
      titles((await call(client, token, 'GET', '/api/auth/privileges')).json().data);
    expect(await privileges(owner.token)).toEqual(['Add User', 'Add Documents', 'Add Bank Accounts', 'Set up e-BRC']);
    expect(await privileges(individual.token)).toEqual(['Add Documents', 'Add Bank Accounts', 'Set up e-BRC']);
    const entries = async (token: string) =>
      ((await call(client, token, 'GET', '/api/client-config/entries')).json().data as { title: string }[]).map(
        (entry) => entry.title,
      );
    expect(await entries(individual.token)).toEqual(['Add Documents', 'Add Bank Accounts', 'Set up e-BRC']);
    const [first] = (await call(client, owner.token, 'GET', '/api/client-config/entries')).json().data;
    expect(first).toMatchObject({ title: 'Add User', path: '/admin-service/users', description: expect.any(String) });
  });

  it("gives the sign-in's privileges the same menu", async () => {
    const individual = await freshClient(db, { type: 'Individual', role: 'Client Back-office Admin' });
    const user = await findUser(db, 'email', individual.email, 'client');
    const login = await loginResponse(db, user!, 'client', fileDeclarations().menus!.json);
    expect(titles(login.privileges as never)).toEqual(['Add Documents', 'Add Bank Accounts', 'Set up e-BRC']);
  });

  it('refuses a role without the menu', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    for (const [method, url] of [
      ['GET', '/api/client-config/entries'],
      ['GET', '/api/client-config/accounts'],
      ['GET', '/api/client-config/ebrc'],
    ] as const)
      expect((await call(client, exporter, method, url)).statusCode).toBe(403);
    const service = await signIn(db, 'service@demo.test', 'client');
    expect((await call(client, service, 'GET', '/api/client-config/ebrc')).statusCode).toBe(403);
    expect((await call(client, service, 'GET', '/api/client-config/accounts')).statusCode).toBe(200);
  });
});

describe('bank accounts', () => {
  it('adds an account the bank validates; the first INR one is primary', async () => {
    const res = await add(account('123456789012'));
    expect(res.json()).toMatchObject({ responseCode: 200, message: 'Account added / updated successfully' });
    expect(await accountsOf()).toEqual([expect.objectContaining({ accountNumber: 'XXXX9012', isPrimary: true })]);
    expect(await auditOf(owner.clientId)).toEqual([{ action: 'account.added', user_id: owner.userId }]);
  });

  it("refuses in the spec's words: the bank's holder, an unknown account, the bank down, numbers differing, the form", async () => {
    const words = async (body: Record<string, unknown>) => (await add(body)).json().message;
    expect(await words(account('223456789012', { accountHolderName: 'SOMEONE ELSE' }))).toBe(
      'Please enter account holder name as per bank record.',
    );
    expect(await words(account('223456789404'))).toBe('No account found for this account number and IFSC');
    expect(await words(account('223456789503'))).toBe('Bank service unavailable');
    expect(await words(account('223456789012', { accountNumberRe: '223456789013' }))).toBe(
      'Both account numbers should match',
    );
    expect(await words(account('223456789012', { accountHolderName: undefined }))).toBe(
      'Please enter an account holder name',
    );
    expect(await words(account('223456789012', { clientId: 'CL1002' }))).toBeTruthy();
    expect(await accountsOf()).toHaveLength(1);
  });

  it('makes another INR account primary and refuses removing the primary; a non-primary one is removed', async () => {
    await add(account('323456789012'));
    const [first, second] = await accountsOf();
    expect(second.isPrimary).toBe(false);
    const primary = await call(client, owner.token, 'POST', '/api/client-config/accounts/primary', { id: second.id });
    expect(primary.json().message).toBe('Primary account changed: payouts now go to this account');
    expect((await accountsOf()).find((row) => row.isPrimary)?.id).toBe(second.id);
    const refused = await call(client, owner.token, 'POST', '/api/client-config/accounts/remove', { id: second.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The primary account cannot be removed. Choose another primary account first.');
    const removed = await call(client, owner.token, 'POST', '/api/client-config/accounts/remove', { id: first.id });
    expect(removed.json().message).toBe('Bank account removed');
    expect((await accountsOf()).map((row) => row.id)).toEqual([second.id]);
    expect((await auditOf(owner.clientId)).map((row) => row.action)).toEqual([
      'account.added',
      'account.added',
      'account.primary',
      'account.removed',
    ]);
  });

  it('refuses an EEFC account as primary', async () => {
    const eefc = await freshClient(db, { role: 'Client Back-office Admin', status: 'Approved' });
    await db.query(
      `INSERT INTO bank_accounts (id, client_id, details, is_primary) VALUES ('BAEEFC1', $1, $2::jsonb, false)`,
      [eefc.clientId, JSON.stringify({ accountType: 'eefc', accountNumber: '999', currency: 'USD' })],
    );
    const res = await call(client, eefc.token, 'POST', '/api/client-config/accounts/primary', { id: 'BAEEFC1' });
    expect(res.json().message).toBe('Payouts are made in INR: choose an INR bank account as primary');
  });

  it('refuses as primary an INR account the bank has not validated', async () => {
    const unchecked = await freshClient(db, { role: 'Client Back-office Admin', status: 'Approved' });
    await db.query(
      `INSERT INTO bank_accounts (id, client_id, details, is_primary, is_verified) VALUES ('BANOTVAL1', $1, $2::jsonb, false, false)`,
      [unchecked.clientId, JSON.stringify({ accountType: 'bank', accountNumber: '777', currency: 'INR' })],
    );
    const res = await call(client, unchecked.token, 'POST', '/api/client-config/accounts/primary', { id: 'BANOTVAL1' });
    expect(res.json()).toMatchObject({
      responseCode: 400,
      message: 'Payouts go only to an account the bank has validated: this one is not validated yet',
    });
  });

  it('refuses every change while the client is not approved (its onboarding sets its account)', async () => {
    const pending = await freshClient(db, { role: 'Client Back-office Admin', status: 'Approval_In_Progress' });
    const urls = [
      '/api/client-config/accounts',
      '/api/client-config/accounts/primary',
      '/api/client-config/accounts/remove',
    ];
    for (const [url, body] of [
      [urls[0], account('623456789012')],
      [urls[1], { id: 'BA1' }],
      [urls[2], { id: 'BA1' }],
    ] as const) {
      const res = await call(client, pending.token, 'POST', url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Your account activation is in progress.');
    }
    expect(await accountsOf(pending.token)).toEqual([]);
  });

  it("refuses another client's account", async () => {
    const [mine] = await accountsOf();
    const other = await freshClient(db, { role: 'Client Back-office Admin', status: 'Approved' });
    for (const url of ['/api/client-config/accounts/primary', '/api/client-config/accounts/remove']) {
      const res = await call(client, other.token, 'POST', url, { id: mine.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such bank account for your business');
    }
    expect(await accountsOf(other.token)).toEqual([]);
    expect((await accountsOf()).map((row) => row.id)).toEqual([mine.id]);
  });

  it('sends the next payout to the primary account', async () => {
    const adminToken = await signIn(db, 'admin@demo.test', 'admin');
    const backoffice = await signIn(db, 'backoffice@demo.test', 'client');
    await call(
      client,
      backoffice,
      'POST',
      '/api/client-config/accounts',
      account('423456789012', {
        accountHolderName: 'KAVERI TEXTILES PVT LTD',
      }),
    );
    const added = (await accountsOf(backoffice)).find((row) => row.accountNumber === 'XXXX9012')!;
    await call(client, backoffice, 'POST', '/api/client-config/accounts/primary', { id: added.id });
    const { rows } = await db.query<{ paymentId: string; clientId: string; invoiceId: string; partnerId: string }>(
      `SELECT payment_id AS "paymentId", client_id AS "clientId", invoice_id AS "invoiceId", partner_id AS "partnerId"
         FROM transactions WHERE payout_status = 'cancelled' AND client_id = 'CL1001' LIMIT 1`,
    );
    const res = await call(admin, adminToken, 'POST', '/api/transactions/retry', { ...rows[0], remark: 'Retry' });
    expect(res.statusCode).toBe(200);
    const { rows: sent } = await db.query<{ payout_account_id: string }>(
      'SELECT payout_account_id FROM transactions WHERE payment_id = $1',
      [rows[0].paymentId],
    );
    expect(sent[0].payout_account_id).toBe(added.id);
  });
});

describe('e-BRC', () => {
  it('answers the status, the address and when, never the credential file', async () => {
    const before = (await call(client, owner.token, 'GET', '/api/client-config/ebrc')).json().data;
    expect(before).toEqual({ status: 'Not set up', ipAddress: expect.any(String), setUpAt: null });
    const secret = 'username=ebrc-user\npassword=Sup3rSecret!';
    const reference = await storeDocument(db, owner.clientId, {
      fileName: 'ebrc.txt',
      contentType: 'text/plain',
      content: Buffer.from(secret),
      documentType: EBRC_TYPE,
      documentSubType: '',
      sealWith: Buffer.from(TEST_EBRC_FILE_KEY, 'hex'),
    });
    await saveEbrcFile(db, owner.clientId, reference.documentId, 'admin');
    const res = await call(client, owner.token, 'GET', '/api/client-config/ebrc');
    expect(res.json().data).toEqual({ status: 'Set up', ipAddress: expect.any(String), setUpAt: expect.any(String) });
    expect(res.body).not.toContain('Sup3rSecret');
    expect(res.body).not.toContain(reference.documentId);
    expect(res.body).not.toContain('ebrc.txt');
  });
});
