// Master data routes (spec 3 sections 2.1 and 5): who may call them, what they change, and the spec's messages.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { bearer, openTestDb, testApp, tokenFor } from '../testing/test-app';

let db: Db;
let admin: FastifyInstance;
let client: FastifyInstance;
let adminToken: string;
let exporterToken: string;
let documentsToken: string;

beforeAll(async () => {
  db = await openTestDb();
  admin = (await testApp({ db, console: 'admin' })).app;
  client = (await testApp({ db, console: 'client' })).app;
  adminToken = await tokenFor(db, 'admin@demo.test', 'admin');
  exporterToken = await tokenFor(db, 'exporter@demo.test', 'client');
  documentsToken = await tokenFor(db, 'documents@demo.test', 'client');
});
afterAll(async () => {
  await admin.close();
  await client.close();
  await db.close();
});

describe('access to master routes', () => {
  it('refuses a call without a session with 401', async () => {
    const res = await admin.inject('/api/masters/currencies');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ responseCode: 401, message: 'Unauthorized', data: null });
  });

  it('refuses an admin-console token in the client console, and the reverse', async () => {
    expect((await client.inject({ url: '/api/masters/currencies', headers: bearer(adminToken) })).statusCode).toBe(401);
    expect((await admin.inject({ url: '/api/masters/currencies', headers: bearer(exporterToken) })).statusCode).toBe(
      401,
    );
  });

  it('lets a client read currencies but not toggle them', async () => {
    const list = await client.inject({ url: '/api/masters/currencies', headers: bearer(exporterToken) });
    expect(list.json().data).toContainEqual({
      countryCode: 'US',
      countryName: 'United States',
      currency: 'USD',
      status: 'active',
    });
    const toggle = await client.inject({
      method: 'PUT',
      url: '/api/masters/currencies/US/status',
      headers: bearer(exporterToken),
      payload: { status: 'inactive' },
    });
    expect(toggle.statusCode).toBe(403);
  });

  it('keeps roles and access to the admin', async () => {
    expect((await client.inject({ url: '/api/masters/roles', headers: bearer(exporterToken) })).statusCode).toBe(403);
    expect((await admin.inject({ url: '/api/masters/roles', headers: bearer(adminToken) })).statusCode).toBe(200);
  });
});

describe('status toggles', () => {
  it.each([
    ['/api/masters/currencies/SA/status', '/api/masters/currencies', 'countryCode', 'SA'],
    ['/api/masters/purpose-codes/P0101/status', '/api/masters/purpose-codes', 'purposeCode', 'P0101'],
    ['/api/masters/roles/3/status', '/api/masters/roles', 'roleId', 3],
    ['/api/masters/hs-codes/09041100/status', '/api/masters/hs-codes', 'hsCode', '09041100'],
  ])('PUT %s changes the row the list then shows', async (path, list, key, value) => {
    const res = await admin.inject({
      method: 'PUT',
      url: path,
      headers: bearer(adminToken),
      payload: { status: 'inactive' },
    });
    expect(res.json()).toEqual({
      responseCode: 200,
      message: 'Status Updated Successfully',
      data: { status: 'inactive' },
    });
    const rows = (await admin.inject({ url: list, headers: bearer(adminToken) })).json().data as Record<
      string,
      unknown
    >[];
    expect(rows.find((row) => row[key] === value)?.status).toBe('inactive');
    await admin.inject({ method: 'PUT', url: path, headers: bearer(adminToken), payload: { status: 'active' } });
  });

  it('refuses a status outside active/inactive and an unknown row', async () => {
    const bad = await admin.inject({
      method: 'PUT',
      url: '/api/masters/currencies/US/status',
      headers: bearer(adminToken),
      payload: { status: 'on' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await admin.inject({
      method: 'PUT',
      url: '/api/masters/currencies/ZZ/status',
      headers: bearer(adminToken),
      payload: { status: 'active' },
    });
    expect(missing.json()).toMatchObject({ responseCode: 404, message: 'Unable to update status' });
  });

  it('refuses properties besides the status, changing nothing', async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/masters/roles/3/status',
      headers: bearer(adminToken),
      payload: { status: 'inactive', isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ responseCode: 400, message: 'isAdmin: must NOT have additional properties' });
    const { rows } = await db.query<{ status: string }>('SELECT status FROM roles WHERE role_id = 3');
    expect(rows[0].status).toBe('active');
  });
});

describe('incoterms, a declared resource (schemas/entities/incoterms.json)', () => {
  const put = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/resources/incoterms', headers: bearer(token), payload });
  const listed = async (app: FastifyInstance, token: string) =>
    (await app.inject({ url: '/api/resources/incoterms', headers: bearer(token) })).json().data as Record<
      string,
      unknown
    >[];

  it('lists every incoterm by name to any signed-in user of either console', async () => {
    for (const [app, token] of [
      [client, exporterToken],
      [client, documentsToken],
      [admin, adminToken],
    ] as const) {
      const rows = await listed(app, token);
      expect(rows.map((row) => row.incoterm)).toEqual([...rows.map((row) => row.incoterm)].sort());
      expect(rows).toContainEqual({ incoterm: 'FOB', description: expect.any(String), status: 'active' });
    }
  });

  it("lets the Admin switch a status with the spec's message, the row sent back whole changing nothing else", async () => {
    const [before] = (await listed(admin, adminToken)).filter((row) => row.incoterm === 'EXW');
    const res = await put(admin, adminToken, { ...before, description: 'Changed', status: 'inactive' });
    expect(res.json()).toEqual({
      responseCode: 200,
      message: 'Status Updated Successfully',
      data: { ...before, status: 'inactive' },
    });
    expect((await listed(client, exporterToken)).find((row) => row.incoterm === 'EXW')).toEqual({
      ...before,
      status: 'inactive',
    });
    await put(admin, adminToken, { incoterm: 'EXW', status: 'active' });
  });

  it('refuses a client, a status outside active/inactive and an unknown incoterm', async () => {
    expect((await put(client, exporterToken, { incoterm: 'EXW', status: 'inactive' })).statusCode).toBe(403);
    expect((await put(admin, adminToken, { incoterm: 'EXW', status: 'on' })).statusCode).toBe(400);
    expect((await put(admin, adminToken, { incoterm: 'ZZZ', status: 'active' })).json()).toMatchObject({
      responseCode: 404,
      message: 'Record not found',
    });
    const { rows } = await db.query<{ status: string }>(`SELECT status FROM incoterms WHERE incoterm = 'EXW'`);
    expect(rows[0].status).toBe('active');
  });

  it('offers neither create nor remove', async () => {
    const create = await admin.inject({
      method: 'POST',
      url: '/api/resources/incoterms',
      headers: bearer(adminToken),
      payload: { incoterm: 'NEW', description: 'New', status: 'active' },
    });
    expect(create.statusCode).toBe(404);
    const remove = await admin.inject({
      method: 'POST',
      url: '/api/resources/incoterms/remove',
      headers: bearer(adminToken),
      payload: { incoterm: 'EXW' },
    });
    expect(remove.statusCode).toBe(404);
  });
});

describe('admin HS codes', () => {
  const parts = { chapter: '09', heading: '10', subHeading: '11', code: '10' };

  it('verifies a free code and refuses an existing one with the spec message', async () => {
    const free = await admin.inject({
      method: 'POST',
      url: '/api/masters/hs-codes/validate',
      headers: bearer(adminToken),
      payload: parts,
    });
    expect(free.json()).toMatchObject({ responseCode: 200, data: { hsCode: '09101110' } });
    const taken = await admin.inject({
      method: 'POST',
      url: '/api/masters/hs-codes/validate',
      headers: bearer(adminToken),
      payload: { chapter: '09', heading: '04', subHeading: '11', code: '00' },
    });
    expect(taken.json()).toEqual({ responseCode: 409, message: 'HS Code already exists', data: null });
  });

  it('saves a verified code, then refuses it as a duplicate', async () => {
    const payload = {
      ...parts,
      industry: 'agriculture',
      productDetails: 'Ginger, neither crushed nor ground',
      isValidate: true,
    };
    const saved = await admin.inject({
      method: 'POST',
      url: '/api/masters/hs-codes',
      headers: bearer(adminToken),
      payload,
    });
    expect(saved.json()).toMatchObject({ responseCode: 200, data: { hsCode: '09101110' } });
    const again = await admin.inject({
      method: 'POST',
      url: '/api/masters/hs-codes',
      headers: bearer(adminToken),
      payload,
    });
    expect(again.json()).toMatchObject({ responseCode: 409, message: 'HS Code already exists' });
  });

  it('validates parts and description with the form schema messages', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/masters/hs-codes',
      headers: bearer(adminToken),
      payload: {
        chapter: '9',
        heading: '10',
        subHeading: '11',
        code: '12',
        industry: 'agriculture',
        productDetails: 'x'.repeat(301),
        isValidate: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter exactly 2 digits');
    expect(res.json().message).toContain('Please enter maximum 300 characters for Description');
  });
});

describe('access (role definitions)', () => {
  it('adds actions to a role and removes one by sending the opposite status', async () => {
    const add = await admin.inject({
      method: 'POST',
      url: '/api/masters/access',
      headers: bearer(adminToken),
      payload: { roleMasterId: 6, actionMasterIds: [103, 108], status: 'active' },
    });
    expect(add.json().responseCode).toBe(200);
    let rows = (await admin.inject({ url: '/api/masters/access', headers: bearer(adminToken) })).json().data as {
      id: string;
    }[];
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(['6-103', '6-108']));
    await admin.inject({
      method: 'POST',
      url: '/api/masters/access',
      headers: bearer(adminToken),
      payload: { roleMasterId: 6, actionMasterIds: [108], status: 'inactive' },
    });
    rows = (await admin.inject({ url: '/api/masters/access', headers: bearer(adminToken) })).json().data;
    expect(rows.map((row) => row.id)).not.toContain('6-108');
  });

  it('says which part is missing in the spec words', async () => {
    const noRole = await admin.inject({
      method: 'POST',
      url: '/api/masters/access',
      headers: bearer(adminToken),
      payload: { actionMasterIds: [101], status: 'active' },
    });
    expect(noRole.json().message).toBe('Please select a role');
    const noAccess = await admin.inject({
      method: 'POST',
      url: '/api/masters/access',
      headers: bearer(adminToken),
      payload: { roleMasterId: 2, actionMasterIds: [], status: 'active' },
    });
    expect(noAccess.json().message).toBe('actionMasterIds: Please select an access');
  });
});

describe('client HS codes', () => {
  it("lists only the caller's own codes", async () => {
    const res = await client.inject({ url: '/api/client/hs-codes', headers: bearer(exporterToken) });
    expect(res.json().data.map((row: { hsCode: string }) => row.hsCode)).toEqual(['52081110', '61091000']);
  });

  it('adds an active code once and refuses the duplicate', async () => {
    const add = () =>
      client.inject({
        method: 'POST',
        url: '/api/client/hs-codes',
        headers: bearer(exporterToken),
        payload: { hsCode: '62052000' },
      });
    expect((await add()).json().responseCode).toBe(200);
    expect((await add()).json()).toEqual({ responseCode: 409, message: 'HS Code already exists', data: null });
  });

  it('refuses a client whose account is not approved', async () => {
    const res = await client.inject({
      method: 'POST',
      url: '/api/client/hs-codes',
      headers: bearer(documentsToken),
      payload: { hsCode: '62052000' },
    });
    expect(res.json()).toMatchObject({ responseCode: 409, message: 'Your account activation is in progress.' });
  });

  it("cannot toggle another client's code", async () => {
    const res = await client.inject({
      method: 'PUT',
      url: '/api/client/hs-codes/09041100/status',
      headers: bearer(exporterToken),
      payload: { status: 'inactive' },
    });
    expect(res.json()).toMatchObject({ responseCode: 404, message: 'Unable to update status' });
  });
});
