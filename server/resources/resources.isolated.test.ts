// A screen whose data lives in a new table needs a migration, an entity file and a declaration: the generic resource
// route lists, creates, updates and removes the caller's client's rows (or a global table's), checked against the
// entity's item schema, and fails closed (issue 32's audit: no client means no rows, values fit their columns).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db';

/** The example of this test: an entity file declaring a resource over the table the test creates. */
const NOTES = {
  $id: 'notes',
  'x-resource': {
    table: 'test_notes',
    item: '#/$defs/note',
    key: 'noteId',
    order: '-createdAt',
    access: { rolesIn: { client: ['Client Exporter', 'Client Importer'], admin: ['Admin'] } },
  },
  $defs: {
    title: { type: 'string', title: 'Title', minLength: 1, maxLength: 80 },
    note: {
      type: 'object',
      required: ['title'],
      properties: {
        noteId: { type: 'string', readOnly: true },
        title: { $ref: '#/$defs/title' },
        amount: { type: 'number', title: 'Amount', minimum: 0, maximum: 999999999999.99 },
        remark: { type: 'string', title: 'Remark', maxLength: 200 },
        createdAt: { type: 'string', readOnly: true },
      },
    },
  },
};

/** A resource every caller shares: a table without a client. */
const PORTS = {
  $id: 'ports',
  'x-resource': {
    table: 'test_ports',
    item: '#/$defs/port',
    key: 'portId',
    scope: 'global',
    access: { rolesIn: { client: ['Client Exporter'], admin: ['Admin'] } },
  },
  $defs: {
    port: {
      type: 'object',
      required: ['name'],
      properties: {
        portId: { type: 'integer', readOnly: true },
        name: { type: 'string', title: 'Port', minLength: 1, maxLength: 40 },
      },
    },
  },
};

vi.mock('../../src/engine/build/load', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/engine/build/load')>();
  return {
    ...original,
    loadDeclarations: (root: string) => {
      const declarations = original.loadDeclarations(root);
      declarations.shared.push({ file: 'schemas/entities/notes.json', json: structuredClone(NOTES) as never });
      declarations.shared.push({ file: 'schemas/entities/ports.json', json: structuredClone(PORTS) as never });
      return declarations;
    },
  };
});

const { openTestDb, testApp } = await import('../testing/test-app');
const { call, signIn } = await import('../testing/test-onboarding');

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
const PATH = '/api/resources/notes';

beforeAll(async () => {
  db = await openTestDb();
  await db.exec(`CREATE TABLE test_notes (
    note_id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
    client_id text NOT NULL REFERENCES clients (client_id),
    title varchar(80) NOT NULL,
    amount numeric(14, 2),
    remark text,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE test_ports (port_id serial PRIMARY KEY, name varchar(40) NOT NULL)`);
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

const put = (app: FastifyInstance, token: string, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${token}` } });

describe('a declared resource', () => {
  it("lists, creates, updates and removes the caller's own client's rows", async () => {
    const token = await signIn(db, 'exporter@demo.test', 'client');
    expect((await call(client, token, 'GET', PATH)).json()).toEqual({
      responseCode: 200,
      message: 'Success',
      data: [],
    });

    const missing = await call(client, token, 'POST', PATH, { amount: 10 });
    expect(missing.json()).toMatchObject({ responseCode: 400, message: 'Please enter Title' });
    const created = (await call(client, token, 'POST', PATH, { title: 'Freight advance', amount: 1250.5 })).json();
    expect(created).toMatchObject({ responseCode: 200, message: 'Saved successfully' });
    const note = created.data as { noteId: string; createdAt: string };
    expect(note).toMatchObject({ title: 'Freight advance', amount: 1250.5 });
    expect(note.noteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(note.createdAt).toMatch(/Z$/);

    const updated = await put(client, token, PATH, { noteId: note.noteId, title: 'Freight advance paid', amount: 0 });
    expect(updated.json().data).toMatchObject({ noteId: note.noteId, title: 'Freight advance paid', amount: 0 });
    expect((await call(client, token, 'GET', PATH)).json().data).toEqual([updated.json().data]);
    // A row sent back whole (a toggle column) carries the values the server keeps; they are not read.
    const whole = await put(client, token, PATH, { ...updated.json().data, createdAt: '2000-01-01T00:00:00Z' });
    expect(whole.json().data.createdAt).toBe(updated.json().data.createdAt);

    const removed = await call(client, token, 'POST', `${PATH}/remove`, { noteId: note.noteId });
    expect(removed.json()).toEqual({ responseCode: 200, message: 'Removed successfully', data: null });
    expect((await call(client, token, 'GET', PATH)).json().data).toEqual([]);
  });

  it("keeps each client's rows to itself, refuses what the item does not declare, and keeps to the declared roles", async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const importer = await signIn(db, 'importer@demo.test', 'client');
    const { noteId } = (await call(client, exporter, 'POST', PATH, { title: 'Exporter only' })).json().data;
    expect((await call(client, importer, 'GET', PATH)).json().data).toEqual([]);
    expect((await put(client, importer, PATH, { noteId, title: 'Taken' })).json()).toMatchObject({
      responseCode: 404,
      message: 'Record not found',
    });
    expect((await call(client, importer, 'POST', `${PATH}/remove`, { noteId })).json().responseCode).toBe(404);
    expect((await call(client, importer, 'GET', `${PATH}?clientId=CL1001`)).json().responseCode).toBe(403);

    for (const body of [
      { title: 'x', clientId: 'CL1002' },
      { title: 'x', client_id: 'CL1002' },
      { title: 'x', noteId: 'mine' },
    ])
      expect((await call(client, importer, 'POST', PATH, body)).json().responseCode).toBe(400);
    expect((await call(client, importer, 'POST', PATH, { title: 'x', amount: -1 })).json().responseCode).toBe(400);

    const documents = await signIn(db, 'documents@demo.test', 'client');
    expect((await call(client, documents, 'GET', PATH)).json().responseCode).toBe(403);
  });

  it('changes only the values an update names, and refuses values its columns cannot hold with a message', async () => {
    const token = await signIn(db, 'exporter@demo.test', 'client');
    const created = (
      await call(client, token, 'POST', PATH, { title: 'Insurance', amount: 12, remark: 'kept' })
    ).json();
    const { noteId } = created.data as { noteId: string };
    const updated = (await put(client, token, PATH, { noteId, title: 'Insurance paid' })).json();
    expect(updated.data).toMatchObject({ title: 'Insurance paid', amount: 12, remark: 'kept' });

    expect((await call(client, token, 'POST', PATH, { title: 'x'.repeat(81) })).json()).toMatchObject({
      responseCode: 400,
      message: 'Please enter maximum 80 characters for Title',
    });
    const tooMuch = (await call(client, token, 'POST', PATH, { title: 'Big', amount: 1e13 })).json();
    expect(tooMuch).toMatchObject({ responseCode: 400, message: expect.any(String) });
    expect((await put(client, token, PATH, { noteId, amount: 1e13, title: 'Big' })).json().responseCode).toBe(400);
    const [row] = (await call(client, token, 'GET', PATH)).json().data as { title: string }[];
    expect(row).toMatchObject({ title: 'Insurance paid', remark: 'kept' });
  });

  it('answers the Admin only the rows of the client it names, and writes nothing without one', async () => {
    const token = await signIn(db, 'admin@demo.test', 'admin');
    for (const [method, url, body] of [
      ['GET', PATH, undefined],
      ['POST', PATH, { title: 'No client' }],
      ['POST', `${PATH}/remove`, { noteId: 'any' }],
    ] as const)
      expect((await call(admin, token, method, url, body)).json()).toMatchObject({
        responseCode: 400,
        message: 'Please select a client',
      });
    expect((await put(admin, token, PATH, { noteId: 'any', title: 'x' })).json().message).toBe(
      'Please select a client',
    );

    const created = await call(admin, token, 'POST', `${PATH}?clientId=CL1002`, { title: 'For the importer' });
    expect(created.json().responseCode).toBe(200);
    const importer = await signIn(db, 'importer@demo.test', 'client');
    expect((await call(client, importer, 'GET', PATH)).json().data).toMatchObject([{ title: 'For the importer' }]);
    const exporters = (await call(admin, token, 'GET', `${PATH}?clientId=CL1001`)).json().data as { title: string }[];
    expect(exporters.length).toBeGreaterThan(0);
    expect(exporters.map((row) => row.title)).not.toContain('For the importer');
  });

  it('serves a global resource to the roles it names in each console, with no client', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const created = (await call(client, exporter, 'POST', '/api/resources/ports', { name: 'Nhava Sheva' })).json();
    expect(created).toMatchObject({ responseCode: 200, data: { name: 'Nhava Sheva' } });
    const { portId } = created.data as { portId: number };
    const admin1 = await signIn(db, 'admin@demo.test', 'admin');
    expect((await call(admin, admin1, 'GET', '/api/resources/ports')).json().data).toEqual([
      { portId, name: 'Nhava Sheva' },
    ]);
    expect((await put(admin, admin1, '/api/resources/ports', { portId, name: 'Mundra' })).json().data).toEqual({
      portId,
      name: 'Mundra',
    });
    expect((await call(admin, admin1, 'GET', '/api/resources/ports?clientId=CL1001')).json().responseCode).toBe(400);
    const importer = await signIn(db, 'importer@demo.test', 'client');
    expect((await call(client, importer, 'GET', '/api/resources/ports')).json().responseCode).toBe(403);
    const removed = await call(client, exporter, 'POST', '/api/resources/ports/remove', { portId });
    expect(removed.json()).toMatchObject({ responseCode: 200, message: 'Removed successfully' });
  });
});
