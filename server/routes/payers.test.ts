// Add Customers: the client's own payers (all, or the active ones), added and edited with the dialog's form and its
// messages word for word; another client's payer is not found, a client not approved may only list, and the Admin
// lists (only) the payers of the client it names.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { call, signIn } from '../testing/test-onboarding';
import { bothConsoles } from '../testing/test-money';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let close: () => Promise<void>;
let exporter: string;
let importer: string;
let freelancer: string;
let adminToken: string;

beforeAll(async () => {
  ({ db, client, admin, close } = await bothConsoles());
  exporter = await signIn(db, 'exporter@demo.test', 'client');
  importer = await signIn(db, 'importer@demo.test', 'client');
  freelancer = await signIn(db, 'freelancer@demo.test', 'client');
  adminToken = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(() => close());

const PAYER = {
  payerName: 'Geneva Linen SA',
  email: 'ap@genevalinen.example',
  mobileCode: '+41',
  mobile: '225551234',
  country: 'CH',
  address1: 'Rue du Rhône 7',
  city: 'Geneva',
  state: 'Geneva',
  pincode: '1204',
  active: true,
};
type Row = { payerId: string; payerName: string; status: string; active: boolean };
const names = async (token: string, query = '') =>
  ((await call(client, token, 'GET', `/api/payers${query}`)).json().data as Row[]).map((row) => row.payerName);

describe('payers', () => {
  it("lists only the caller's own payers, with inactive ones unless only the active are asked for", async () => {
    const all = await names(exporter);
    expect(all).toEqual(expect.arrayContaining(['Harrow & Finch Textiles Ltd', 'Alpen Interiors AG']));
    expect(all).not.toContain('Gulf Spice Trading LLC');
    expect(await names(exporter, '?active=true')).not.toContain('Alpen Interiors AG');
    const rows = (await call(client, exporter, 'GET', '/api/payers')).json().data as Row[];
    expect(rows.find((row) => row.payerName === 'Alpen Interiors AG')).toMatchObject({
      active: false,
      status: 'Inactive',
    });
  });

  it('adds a payer and edits it to inactive, in the catalogue words', async () => {
    const added = (await call(client, exporter, 'POST', '/api/payers', PAYER)).json();
    expect(added.message).toBe('Customer added successfully');
    const { payerId } = added.data;
    const edited = await call(client, exporter, 'PUT', `/api/payers/${payerId}`, { ...PAYER, active: false });
    expect(edited.json().message).toBe('Customer updated successfully');
    expect(await names(exporter, '?active=true')).not.toContain(PAYER.payerName);
    expect(await names(exporter)).toContain(PAYER.payerName);
  });

  it.each([
    [{ payerName: '  ' }, 'Please enter Payer Name'],
    [{ email: 'not-an-email' }, 'Please enter a valid Email'],
    [{ mobileCode: '1' }, 'Please enter a valid Country Code, such as +1'],
    [{ mobile: '12' }, 'Please enter a valid Mobile Number of 6 to 15 digits'],
    [{ pincode: '#' }, 'Please enter a valid Pincode (3 to 12 letters, digits, spaces or hyphens)'],
    [{ country: 'IN' }, 'Please select a country from the list'],
    [{ country: 'SE' }, 'Please select a country from the list'],
  ])('refuses %j with its message', async (change, words) => {
    const answer = await call(client, exporter, 'POST', '/api/payers', { ...PAYER, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(words);
  });

  it("does not find another client's payer to edit", async () => {
    const answer = await call(client, importer, 'PUT', '/api/payers/PYR100101', PAYER);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Customer not found');
  });

  it('lets a client not approved list but not add', async () => {
    expect((await call(client, freelancer, 'GET', '/api/payers')).statusCode).toBe(200);
    const answer = await call(client, freelancer, 'POST', '/api/payers', PAYER);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Your account activation is in progress.');
  });

  it('lists the payers of the client the Admin names, and asks the Admin to name one', async () => {
    const named = (await call(admin, adminToken, 'GET', '/api/payers?clientId=CL1002')).json().data as Row[];
    expect(named.map((row) => row.payerName)).toContain('Gulf Spice Trading LLC');
    expect(named.map((row) => row.payerName)).not.toContain('Harrow & Finch Textiles Ltd');
    const active = (await call(admin, adminToken, 'GET', '/api/payers?clientId=CL1002&active=true')).json().data;
    expect(active.map((row: Row) => row.payerName)).not.toContain('Osaka Trading Co Ltd');
    const unnamed = await call(admin, adminToken, 'GET', '/api/payers');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('Please select a client');
    // The Admin only reads: adding or editing stays the client's.
    expect((await call(admin, adminToken, 'POST', '/api/payers', PAYER)).statusCode).toBe(403);
  });

  it("refuses a client user another client's payers, and lists its own when it names itself", async () => {
    expect((await call(client, exporter, 'GET', '/api/payers?clientId=CL1002')).statusCode).toBe(403);
    expect(await names(exporter, '?clientId=CL1001')).toContain('Harrow & Finch Textiles Ltd');
  });
});
