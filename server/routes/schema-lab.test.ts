// The Schema Lab API: declarations as written, problems located by pointer, sample messages, and who may call it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleKind } from '../config';
import type { Db } from '../db/db';
import { bearer, openTestDb, testApp, tokenFor } from '../test-app';
import schemaLabRoutes from './schema-lab';

const REGISTRIES = {
  widgets: ['otp', 'pan'],
  rules: ['gstForBusiness'],
  actions: ['currencies.list', 'currencies.setStatus'],
  transforms: ['upper', 'digits', 'letters', 'amount'],
};

const NAME_FORM = {
  id: 'examples.contact',
  title: 'Contact',
  schema: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', title: 'Full Name', maxLength: 5 }, pan: { $ref: 'common#/$defs/pan' } },
  },
};

let db: Db;
const apps: FastifyInstance[] = [];
let exporterToken: string;
let adminToken: string;

/** An app with the lab; registered here unless app.ts already does. */
const labApp = async (console: ConsoleKind, env: NodeJS.ProcessEnv = {}) => {
  const { app } = await testApp({
    db,
    console,
    env,
    extend: (instance) => {
      if (!instance.hasRoute({ method: 'GET', url: '/api/schema-lab/declarations' }))
        instance.register(schemaLabRoutes);
    },
  });
  apps.push(app);
  return app;
};

let dev: FastifyInstance;
const check = (payload: object, app = dev, token = exporterToken) =>
  app.inject({ method: 'POST', url: '/api/schema-lab/check', headers: bearer(token), payload });

beforeAll(async () => {
  db = await openTestDb();
  exporterToken = await tokenFor(db, 'exporter@demo.test', 'client');
  adminToken = await tokenFor(db, 'admin@demo.test', 'admin');
  dev = await labApp('client');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
});

describe('GET /api/schema-lab/declarations', () => {
  it('lists every declaration as written, with its file', async () => {
    const res = await dev.inject({ url: '/api/schema-lab/declarations', headers: bearer(exporterToken) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual(['shared', 'forms', 'tables', 'wizards']);
    expect(data.forms).toContainEqual(
      expect.objectContaining({
        file: 'schemas/examples/contact.form.json',
        json: expect.objectContaining({ id: 'examples.contact' }),
      }),
    );
    expect(data.tables.map((table: { json: { id: string } }) => table.json.id)).toContain('currency');
    expect(data.wizards[0].json.steps).toBeDefined();
    expect(data.shared.map((entry: { json: { $id: string } }) => entry.json.$id)).toContain('common');
  });
});

describe('POST /api/schema-lab/check', () => {
  it('finds no problem in a valid form and returns its bundled schema', async () => {
    const res = await check({ kind: 'form', declaration: NAME_FORM, registries: REGISTRIES });
    expect(res.statusCode).toBe(200);
    const { problems, bundled } = res.json().data;
    expect(problems).toEqual([]);
    expect(bundled.properties.pan).toEqual({ $ref: '#/$defs/common_pan' });
    expect(bundled.properties.name.errorMessage).toEqual({
      maxLength: 'Please enter maximum 5 characters for Full Name',
    });
  });

  it('names the pointer of a $ref that does not resolve', async () => {
    const broken = {
      ...NAME_FORM,
      schema: { ...NAME_FORM.schema, properties: { pan: { $ref: 'common#/$defs/nope' } } },
    };
    const res = await check({ kind: 'form', declaration: broken, registries: REGISTRIES });
    expect(res.json().data.problems).toContainEqual({
      pointer: '/schema/properties/pan/$ref',
      message: '$ref "common#/$defs/nope" does not resolve',
    });
    expect(res.json().data.bundled).toBeUndefined();
  });

  it('checks names against the registries the browser sent', async () => {
    const declaration = { ...NAME_FORM, ui: { name: { 'ui:widget': 'otpx' } }, rules: ['noSuchRule'] };
    const { problems } = (await check({ kind: 'form', declaration, registries: REGISTRIES })).json().data;
    expect(problems).toEqual([
      { pointer: '/rules/0', message: 'rule "noSuchRule" is not in the rule registry' },
      { pointer: '/ui/name/ui:widget', message: 'widget "otpx" is not in the widget registry' },
    ]);
  });

  it("gives sample data's messages by field, in the spec's generic wording", async () => {
    const res = await check({
      kind: 'form',
      declaration: NAME_FORM,
      sample: { name: 'Ramesh' },
      registries: REGISTRIES,
    });
    expect(res.json().data.sampleErrors).toEqual({ name: 'Please enter maximum 5 characters for Full Name' });
    const empty = await check({ kind: 'form', declaration: NAME_FORM, sample: {}, registries: REGISTRIES });
    expect(empty.json().data.sampleErrors).toEqual({ name: 'Please enter Full Name' });
  });

  it('checks a table row and a wizard whose step names an undeclared form', async () => {
    const table = { id: 'currency', title: 'Currency', source: 'nope.list', rowKey: 'countryCode' };
    const row = { $ref: 'masters#/$defs/currency' };
    const tableRes = await check({
      kind: 'table',
      declaration: { ...table, row, columns: [{ field: 'currency', header: 'Currency' }] },
      registries: REGISTRIES,
    });
    expect(tableRes.json().data.problems).toEqual([
      { pointer: '/source', message: 'action "nope.list" is not in the action registry' },
    ]);
    expect(tableRes.json().data.bundled.$ref).toBe('#/$defs/masters_currency');
    const wizard = { id: 'examples.contact', title: 'W', steps: [{ id: 'one', title: 'One', form: 'no.such' }] };
    const wizardRes = await check({ kind: 'wizard', declaration: wizard, registries: REGISTRIES });
    expect(wizardRes.json().data.problems).toEqual([
      { pointer: '/steps/0/form', message: 'step names form "no.such", which is not declared' },
    ]);
  });

  it('reports a declaration of the wrong shape instead of failing', async () => {
    const res = await check({
      kind: 'table',
      declaration: { id: 'x', row: {}, source: 'a', columns: 'no' },
      registries: REGISTRIES,
    });
    expect(res.json().data.problems).toEqual([{ pointer: '/columns', message: 'must be array' }]);
  });

  it('refuses a declaration that is not an object with 400 and says so', async () => {
    const res = await check({ kind: 'form', declaration: [NAME_FORM], registries: REGISTRIES });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The declaration must be a JSON object');
  });
});

describe('who may use the lab', () => {
  it('refuses a caller without a session', async () => {
    expect((await dev.inject('/api/schema-lab/declarations')).statusCode).toBe(401);
  });

  it('lets any signed-in user in development', async () => {
    const res = await check({ kind: 'form', declaration: NAME_FORM, registries: REGISTRIES });
    expect(res.statusCode).toBe(200);
  });

  it("keeps it to the admin console's Admin in production", async () => {
    const client = await labApp('client', { NODE_ENV: 'production' });
    const admin = await labApp('admin', { NODE_ENV: 'production' });
    const refused = await client.inject({ url: '/api/schema-lab/declarations', headers: bearer(exporterToken) });
    expect(refused.statusCode).toBe(403);
    expect((await check({ kind: 'form', declaration: NAME_FORM, registries: REGISTRIES }, client)).statusCode).toBe(
      403,
    );
    const allowed = await admin.inject({ url: '/api/schema-lab/declarations', headers: bearer(adminToken) });
    expect(allowed.statusCode).toBe(200);
  });
});
