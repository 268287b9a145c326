// KYC stakeholders: PAN register outcomes, the form's rules, the maximums, removal, the service exporter's verification, DEV switches.
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import {
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
const skipping: Record<string, FastifyInstance> = {};

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  for (const name of ['DEV_SKIP_PAN_VALIDATION', 'DEV_SKIP_PAN_NAME_CHECK'])
    skipping[name] = (await testApp({ db, console: 'client', env: { [name]: '1' } })).app;
});
afterAll(async () => {
  for (const app of [client, admin, ...Object.values(skipping)]) await app.close();
  await db.close();
});

const OWNER = '/api/onboarding/stakeholders/owner';
const OTHERS = '/api/onboarding/stakeholders';
const addOwner = (who: FreshClient, data: Record<string, unknown>, app = client) =>
  call(app, who.token, 'POST', OWNER, data);
const addOther = (who: FreshClient, data: Record<string, unknown>, app = client) =>
  call(app, who.token, 'POST', OTHERS, data);
const saved = async (who: FreshClient) =>
  (await call(client, who.token, 'GET', '/api/onboarding/client')).json().data.stakeHolders as Record<
    string,
    unknown
  >[];

describe('POST /api/onboarding/validate-pan', () => {
  it('answers the name the register holds, and 404 for a PAN it does not know', async () => {
    const token = await signIn(db, 'onboard@demo.test', 'client');
    const known = await call(client, token, 'POST', '/api/onboarding/validate-pan', { pan: 'CDEPS3456H' });
    expect(known.json()).toEqual({ responseCode: 200, message: 'Success', data: { name: 'SURESH IYER' } });
    const unknown = await call(client, token, 'POST', '/api/onboarding/validate-pan', { pan: 'ZZZPZ9999Z' });
    expect(unknown.json()).toEqual({ responseCode: 404, message: 'No record found for this PAN', data: null });
  });

  it('is skipped under DEV_SKIP_PAN_VALIDATION', async () => {
    const token = await signIn(db, 'onboard@demo.test', 'client');
    const res = await call(skipping.DEV_SKIP_PAN_VALIDATION, token, 'POST', '/api/onboarding/validate-pan', {
      pan: 'ZZZPZ9999Z',
    });
    expect(res.json().data).toEqual({ name: null, skipped: true });
  });
});

describe('adding stakeholders', () => {
  it('adds an owner the register knows under that name', async () => {
    const fresh = await freshClient(db);
    const res = await addOwner(fresh, ownerData(0, { nameAsPan: 'Ravi Kumar' }));
    expect(res.json()).toEqual({
      responseCode: 200,
      message: 'Stakeholder added successfully',
      data: { id: expect.stringMatching(/^SH/) },
    });
    expect(await saved(fresh)).toEqual([
      expect.objectContaining({
        id: res.json().data.id,
        pan: 'ABCPK1234F',
        stakeHolderType: 'owner',
        isDirector: false,
        isAccountSignatory: false,
        status: 'active',
        verified: true,
        panVerified: true,
        document: null,
      }),
    ]);
  });

  it("refuses another name, and a PAN the register does not know, in the spec's words", async () => {
    const fresh = await freshClient(db);
    const mismatch = await addOwner(fresh, ownerData(0, { nameAsPan: 'RAVI KUMARAN' }));
    expect(mismatch.json()).toEqual({ responseCode: 400, message: 'Name does not match', data: null });
    const unknown = await addOwner(fresh, ownerData(0, { pan: 'ZZZPZ9999Z' }));
    expect(unknown.json()).toEqual({ responseCode: 400, message: 'No record found for this PAN', data: null });
  });

  it('keeps the PAN checks off under their DEV switches, and says the PAN was not verified', async () => {
    const fresh = await freshClient(db);
    const unknown = await addOwner(fresh, ownerData(0, { pan: 'ZZZPZ9999Z' }), skipping.DEV_SKIP_PAN_VALIDATION);
    expect(unknown.json().message).toBe('Stakeholder added successfully');
    const other = await freshClient(db);
    const mismatch = await addOwner(
      other,
      ownerData(0, { nameAsPan: 'SOMEONE ELSE' }),
      skipping.DEV_SKIP_PAN_NAME_CHECK,
    );
    expect(mismatch.json().message).toBe('Stakeholder added successfully');
    expect((await saved(fresh))[0]).toMatchObject({ verified: false, panVerified: false });
    expect((await saved(other))[0]).toMatchObject({ verified: false, panVerified: true });
  });

  it('adds directors and a representative with their PAN and address proofs', async () => {
    const fresh = await freshClient(db);
    for (const [n, type] of [
      [1, 'director'],
      [2, 'director'],
      [3, 'representative'],
    ] as const) {
      const res = await addOther(fresh, await stakeholderData(db, fresh.clientId, n, type));
      expect(res.json().message).toBe('Stakeholder added successfully');
    }
    const people = await saved(fresh);
    expect(
      people.map(({ stakeHolderType, isDirector, isAccountSignatory }) => [
        stakeHolderType,
        isDirector,
        isAccountSignatory,
      ]),
    ).toEqual([
      ['director', true, false],
      ['director', true, false],
      ['representative', false, true],
    ]);
    expect(people[0].poaDocument).toMatchObject({ documentName: 'front.pdf', documentName2: 'back.pdf' });
  });

  it.each([
    ['owner', OWNER, 1],
    ['director', OTHERS, 2],
    ['representative', OTHERS, 1],
  ] as const)('refuses a %s beyond the maximum', async (type, path, maximum) => {
    const fresh = await freshClient(db);
    const data = async (n: number) => (type === 'owner' ? ownerData(n) : stakeholderData(db, fresh.clientId, n, type));
    for (let n = 0; n < maximum; n++)
      expect((await call(client, fresh.token, 'POST', path, await data(n))).statusCode).toBe(200);
    const res = await call(client, fresh.token, 'POST', path, await data(maximum));
    expect(res.json()).toEqual({
      responseCode: 400,
      message: 'You can add at most 1 Beneficial Owner, 2 Directors and 1 Business Representative',
      data: null,
    });
  });

  it('refuses a PAN already saved in the same section, with the rule of that section', async () => {
    const fresh = await freshClient(db);
    await addOwner(fresh, ownerData(0));
    expect((await addOwner(fresh, ownerData(0))).json().message).toBe(
      'PAN number already exists. Please enter different PAN',
    );
    await addOther(fresh, await stakeholderData(db, fresh.clientId, 1, 'representative'));
    const again = await addOther(fresh, await stakeholderData(db, fresh.clientId, 1, 'representative'));
    expect(again.json().message).toBe('PAN number already exists. Please enter different PAN');
    await addOther(fresh, await stakeholderData(db, fresh.clientId, 2, 'director'));
    const director = await addOther(fresh, await stakeholderData(db, fresh.clientId, 2, 'director'));
    expect(director.json().message).toBe('The entered PAN number is already used with a different user');
  });

  it('saves the owner form a second time as a director (the same person), whose section then counts it', async () => {
    const fresh = await freshClient(db);
    await addOwner(fresh, ownerData(0));
    const director = await addOwner(fresh, ownerData(0, { stakeHolderType: 'director' }));
    expect(director.json().message).toBe('Stakeholder added successfully');
    expect((await saved(fresh)).map((item) => [item.stakeHolderType, item.isDirector])).toEqual([
      ['owner', false],
      ['director', true],
    ]);
  });

  it('lets the owner also be a director, but not give an ID number already verified for someone else', async () => {
    const fresh = await freshClient(db);
    await addOwner(fresh, ownerData(0));
    const sameAsOwner = await addOther(fresh, await stakeholderData(db, fresh.clientId, 0, 'director'));
    expect(sameAsOwner.json().message).toBe('Stakeholder added successfully');
    const borrowed = await addOther(
      fresh,
      await stakeholderData(db, fresh.clientId, 1, 'representative', { idNumber: ownerData(0).idNumber }),
    );
    expect(borrowed.json().message).toBe('The entered ID number is already verified with a different user');
  });

  it('checks the form: an under-18 director, a missing PAN file, the wrong type for the route', async () => {
    const fresh = await freshClient(db);
    const young = dayjs().subtract(17, 'year').format('YYYY-MM-DD');
    const director = await stakeholderData(db, fresh.clientId, 1, 'director', { dob: young });
    expect((await addOther(fresh, director)).json().message).toBe('Director must be at least 18 years old');
    const { document: _document, ...withoutPan } = await stakeholderData(db, fresh.clientId, 1, 'director');
    expect((await addOther(fresh, withoutPan)).json().message).toBe('Please upload PAN file');
    const wrongRoute = await addOwner(fresh, ownerData(0, { stakeHolderType: 'representative' }));
    expect(wrongRoute.json()).toMatchObject({
      responseCode: 400,
      message: 'stakeHolderType must be owner or director',
    });
  });

  it("lets the admin add for a client, and refuses an approved client's", async () => {
    const fresh = await freshClient(db);
    const adminToken = await signIn(db, 'admin@demo.test', 'admin');
    const res = await call(admin, adminToken, 'POST', OWNER, { ...ownerData(4), clientId: fresh.clientId });
    expect(res.json().message).toBe('Stakeholder added successfully');
    const approved = await call(admin, adminToken, 'POST', OWNER, { ...ownerData(4), clientId: 'CL1002' });
    expect(approved.json()).toEqual({
      responseCode: 409,
      message: 'Update is not allowed because the client status is Approved.',
      data: null,
    });
  });
});

describe('POST /api/onboarding/stakeholders/remove', () => {
  it('deletes only its own client’s stakeholder', async () => {
    const fresh = await freshClient(db);
    const other = await freshClient(db);
    const { id } = (await addOwner(fresh, ownerData(0))).json().data;
    const remove = (who: FreshClient) =>
      call(client, who.token, 'POST', '/api/onboarding/stakeholders/remove', { id, stakeHolderType: 'owner' });
    expect((await remove(other)).json()).toEqual({ responseCode: 404, message: 'Stakeholder not found', data: null });
    expect((await remove(fresh)).json()).toEqual({
      responseCode: 200,
      message: 'Stakeholder deleted successfully',
      data: null,
    });
    expect(await saved(fresh)).toEqual([]);
    expect((await remove(fresh)).json().message).toBe('Stakeholder not found');
  });

  it('refuses removal once the client is approved', async () => {
    const token = await signIn(db, 'exporter@demo.test', 'client');
    const [owner] = (await call(client, token, 'GET', '/api/onboarding/client')).json().data.stakeHolders;
    const res = await call(client, token, 'POST', '/api/onboarding/stakeholders/remove', {
      id: owner.id,
      stakeHolderType: 'owner',
    });
    expect(res.json().message).toBe('Update is not allowed because the client status is Approved.');
  });
});

describe('POST /api/onboarding/verification', () => {
  const verification = async (who: FreshClient, n: number, overrides = {}) => {
    const { pan, nameAsPan, name, dob } = ownerData(n);
    const document = await documentOf(db, who.clientId, 'POI', 'pan.pdf');
    return call(client, who.token, 'POST', '/api/onboarding/verification', {
      document,
      pan,
      nameAsPan,
      name,
      dob,
      ...overrides,
    });
  };

  it("keeps the service exporter's one stakeholder as the owner, director and signatory, replacing it on a new save", async () => {
    const fresh = await freshClient(db, { type: 'Individual', role: 'Service Exporter' });
    const first = await verification(fresh, 3);
    expect(first.json()).toMatchObject({ responseCode: 200, message: 'Stakeholder added successfully' });
    const second = await verification(fresh, 5);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await saved(fresh)).toEqual([
      expect.objectContaining({
        pan: 'FGHPT6789L',
        stakeHolderType: 'owner',
        isDirector: true,
        isAccountSignatory: true,
        verified: true,
      }),
    ]);
  });

  it('refuses a name the PAN is not issued to, and an applicant under 18', async () => {
    const fresh = await freshClient(db, { type: 'Individual', role: 'Service Exporter' });
    expect((await verification(fresh, 3, { nameAsPan: 'ANITA RAO' })).json().message).toBe('Name does not match');
    const young = dayjs().subtract(17, 'year').format('YYYY-MM-DD');
    expect((await verification(fresh, 3, { dob: young })).json().message).toBe('You must be at least 18 years old');
  });
});
