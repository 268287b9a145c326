// The declarations in force (issue 34): the analyst publishes the business step with a new field, the client console
// serves it as a module the browser can import and checks bodies with it, and a rollback refuses the field again
// while the value already stored stays stored.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openInForceApps, type InForceApps, type Onboarding } from '../testing/test-in-force';
import { businessData, call } from '../testing/test-onboarding';
import { buildApp } from '../app';
import { databaseOutbox } from '../adapters/outbox';
import { loadConfig } from '../config';
import { openDeclarationsInForce, type DeclarationsInForce } from './in-force';
import { encodingFor } from './published-modules';
import { insertVersion } from './versions';
import { fileVersion } from './publish';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits a declaration of any shape
type Data = Record<string, any>;

let apps: InForceApps;
let db: Db;
let declarations: DeclarationsInForce;
let client: FastifyInstance;
let admin: FastifyInstance;
let folder: string;
/** The business step's module URL and the stamp while version 1 is in force. */
let formUrl: string;
let publishedStamp: string;

/** The business step with exportLicence (a string, max 50, not required) and the web site's title changed. */
function businessWithExportLicence(): Data {
  const form = structuredClone(fileVersion('form', 'onboarding.business').document) as Data;
  form.schema.properties.exportLicence = { type: 'string', title: 'Export Licence', maxLength: 50 };
  form.schema.properties.webSite.title = 'Company Website';
  form.ui['ui:order'].push('exportLicence');
  return form;
}

const lab = (url: string, payload: object) => apps.lab(url, payload);
const clientInOnboarding = () => apps.clientInOnboarding();
const saveBusiness = (who: Onboarding, overrides: Data = {}) => apps.saveBusiness(who, overrides);
const importServed = (url: string) => apps.importServed(url);

beforeAll(async () => {
  // Both consoles of one process share the set in force, as serve.ts builds them.
  apps = await openInForceApps();
  ({ db, declarations, client, admin } = apps);
  folder = mkdtempSync(join(tmpdir(), 'in-force-'));
});
afterAll(async () => {
  await apps.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('before anything is published', () => {
  it('names an empty set: stamp "0", no module, the stamp on every API answer', async () => {
    const res = await client.inject('/api/declarations-in-force');
    expect(res.json()).toEqual({ responseCode: 200, message: 'Success', data: { stamp: '0', modules: {} } });
    expect(res.headers['x-declarations-in-force']).toBe('0');
  });

  it('refuses the new field with the file’s form, naming it', async () => {
    const fresh = await clientInOnboarding();
    const res = await saveBusiness(fresh, { exportLicence: 'EL-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('exportLicence');
  });
});

describe('a published business step', () => {
  let fresh: Onboarding;

  beforeAll(async () => {
    const res = await lab('publish', {
      kind: 'form',
      declaration: businessWithExportLicence(),
      comment: 'Export licence on the business step',
    });
    expect(res.json()).toMatchObject({ responseCode: 200, data: { version: 1 } });
    fresh = await clientInOnboarding();
  });

  it('is in force on both consoles at once: the stamp, the module of the form and of each wizard using it', async () => {
    const res = await client.inject('/api/declarations-in-force');
    const { stamp, modules } = res.json().data as { stamp: string; modules: Record<string, string> };
    expect(stamp).toMatch(/^[0-9a-f]{12}$/);
    expect(res.headers['x-declarations-in-force']).toBe(stamp);
    expect((await admin.inject('/api/health')).headers['x-declarations-in-force']).toBe(stamp);
    formUrl = modules['form:onboarding.business']!;
    publishedStamp = stamp;
    expect(formUrl).toMatch(/^\/published\/form\/onboarding\.business\.1\.[0-9a-f]{12}\.js$/);
    const wizards = Object.keys(modules).filter((key) => key.startsWith('wizard:'));
    expect(wizards.length).toBeGreaterThan(0);
    for (const key of wizards) expect(modules[key]).toMatch(new RegExp(`^/published/wizard/${key.slice(7)}\\.0\\.`));
  });

  it('serves the form as an immutable module whose validators give the new field’s limit', async () => {
    const res = await client.inject(formUrl);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).not.toMatch(/\bimport\b|new Function|\beval\(/);
    const served = await importServed(formUrl);
    expect(served.declaration.schema.properties.exportLicence).toMatchObject({
      title: 'Export Licence',
      maxLength: 50,
    });
    expect(served.declaration.schema.properties.webSite.title).toBe('Company Website');
    const validator = createPrecompiledValidator(served.validateFns, served.declaration.schema);
    const { errors } = validator.validateFormData(
      { ...businessData(), exportLicence: 'L'.repeat(51) },
      served.declaration.schema,
    );
    expect(errors.map((error) => [error.property, error.message])).toContainEqual([
      '.exportLicence',
      'Please enter maximum 50 characters for Export Licence',
    ]);
  });

  it('serves each wizard naming the form in force with the new field among that form’s fields', async () => {
    const { modules } = (await client.inject('/api/declarations-in-force')).json().data;
    // The exporter's onboarding (never published itself) binds its business step to the form.
    expect(modules['wizard:onboarding-payments']).toMatch(
      /^\/published\/wizard\/onboarding-payments\.0\.[0-9a-f]{12}\.js$/,
    );
    const wizard = await importServed(modules['wizard:onboarding-payments']);
    expect(wizard.declaration.id).toBe('onboarding-payments');
    expect(wizard.fields['onboarding.business']).toContain('exportLicence');
  });

  it('answers 4xx in the envelope, never 5xx, to any kind and file name', async () => {
    const segment = fc.string({ minLength: 1, maxLength: 80 }).map(encodeURIComponent);
    await fc.assert(
      fc.asyncProperty(segment, segment, async (kind, file) => {
        const res = await client.inject(`/published/${kind}/${file}`);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ responseCode: res.statusCode });
      }),
      { seed: 20261127, numRuns: 200 },
    );
  });

  it('sends a module in brotli or gzip when the browser accepts it, as the built chunks are', async () => {
    const plain = (await client.inject(formUrl)).body;
    const br = await client.inject({ url: formUrl, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    const gzip = await client.inject({ url: formUrl, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(encodingFor('identity')).toBeUndefined();
    expect(encodingFor(['br;q=0.0', 'gzip;q=0'])).toBeUndefined();
  });

  it('answers 404 for a stale or unknown module URL', async () => {
    const stale = formUrl.replace(/\.[0-9a-f]{12}\.js$/, '.000000000000.js');
    expect((await client.inject(stale)).statusCode).toBe(404);
    expect((await client.inject(formUrl.replace('.1.', '.0.'))).statusCode).toBe(404);
    expect((await client.inject('/published/form/nothing.1.000000000000.js')).statusCode).toBe(404);
  });

  it('saves the new field with the business step, and the read returns it', async () => {
    const res = await saveBusiness(fresh, { exportLicence: 'EL-2025-001' });
    expect(res.json()).toEqual({ responseCode: 200, message: 'Business details saved successfully', data: null });
    const read = (await call(client, fresh.token, 'GET', '/api/onboarding/client')).json().data;
    expect(read.businessInformation).toMatchObject({ exportLicence: 'EL-2025-001', webSite: 'www.example.in' });
  });

  it('refuses 51 characters with 400 naming the field', async () => {
    const res = await saveBusiness(fresh, { exportLicence: 'L'.repeat(51) });
    const text = 'Please enter maximum 50 characters for Export Licence';
    expect(res.json()).toEqual({ responseCode: 400, message: text, data: { fields: { exportLicence: text } } });
  });
});

describe('after a rollback to version 0', () => {
  let fresh: Onboarding;

  beforeAll(async () => {
    fresh = await clientInOnboarding();
    const saved = await saveBusiness(fresh, { exportLicence: 'EL-KEPT' });
    expect(saved.json()).toMatchObject({ responseCode: 200 });
    const res = await lab('rollback', {
      kind: 'form',
      id: 'onboarding.business',
      version: 0,
      confirm: { reason: 'Undo' },
    });
    expect(res.json()).toMatchObject({ responseCode: 200, data: { version: 2 } });
  });

  it("serves version 2, the file's form again, under a new stamp; version 1's URL is 404", async () => {
    const { data } = (await client.inject('/api/declarations-in-force')).json();
    expect(data.stamp).not.toBe(publishedStamp);
    expect(data.modules['form:onboarding.business']).toMatch(/\.2\.[0-9a-f]{12}\.js$/);
    expect((await client.inject(formUrl)).statusCode).toBe(404);
    const served = await importServed(data.modules['form:onboarding.business']);
    expect(served.declaration.schema.properties.exportLicence).toBeUndefined();
  });

  it('refuses the field again, naming it', async () => {
    const res = await saveBusiness(fresh, { exportLicence: 'EL-NEW' });
    const text = 'exportLicence is not a field of this form';
    expect(res.json()).toEqual({ responseCode: 400, message: text, data: { fields: { exportLicence: text } } });
  });

  it('keeps the stored value through a save without it, and the read still returns it', async () => {
    const res = await saveBusiness(fresh, { city: 'Mumbai' });
    expect(res.json()).toMatchObject({ responseCode: 200 });
    const read = (await call(client, fresh.token, 'GET', '/api/onboarding/client')).json().data;
    expect(read.businessInformation).toMatchObject({ exportLicence: 'EL-KEPT', city: 'Mumbai' });
  });
});

describe('what the browser is told', () => {
  it("writes the set in force into every page as an escaped meta tag, and the API's answer agrees", async () => {
    writeFileSync(join(folder, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
    const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: folder }, '9.9.9');
    const page = await buildApp({
      config,
      console: 'client',
      db,
      outbox: databaseOutbox,
      serveApp: true,
      declarations,
    });
    try {
      const html = (await page.inject('/onboarding')).body;
      const content = /<meta name="declarations-in-force" content="([^"]*)" \/>/.exec(html)?.[1];
      expect(content).toContain('&quot;stamp&quot;');
      const unescaped = content!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      expect(JSON.parse(unescaped)).toEqual((await client.inject('/api/declarations-in-force')).json().data);
      expect(JSON.parse(unescaped).modules['form:onboarding.business']).toMatch(/^\/published\/form\//);
    } finally {
      await page.close();
    }
  });
});

describe('the poll', () => {
  it('takes a version another process wrote, and stops when closed', async () => {
    const polled = await openDeclarationsInForce(db, { pollMs: 50 });
    try {
      const before = polled.stamp;
      const { rows } = await db.query<{ user_id: string }>(
        "SELECT user_id FROM users WHERE email = 'analyst@demo.test'",
      );
      const table = structuredClone(fileVersion('table', 'currency').document) as Data;
      table.title = 'Currencies in force';
      // Written straight to the table, as another process's publish is: nothing here refreshes this set.
      await db.transaction((tx) =>
        insertVersion(tx, {
          kind: 'table',
          id: 'currency',
          version: 1,
          document: table,
          diff: [],
          comment: 'Elsewhere',
          authorId: rows[0]!.user_id,
        }),
      );
      const started = Date.now();
      while (polled.stamp === before && Date.now() - started < 5000) await new Promise((done) => setTimeout(done, 25));
      expect(polled.version('table', 'currency')).toBe(1);
      expect(polled.summary().modules['table:currency']).toMatch(/^\/published\/table\/currency\.1\.[0-9a-f]{12}\.js$/);
      const served = await importServedBy(polled, polled.summary().modules['table:currency']!);
      expect(served.declaration.title).toBe('Currencies in force');
    } finally {
      polled.close();
    }
  });
});

/** A module straight from a set in force (no app), imported from a file of its own. */
async function importServedBy(set: DeclarationsInForce, url: string): Promise<Data> {
  const file = join(folder, `${url.split('/').pop()!.replace(/\.js$/, '')}.direct.mjs`);
  writeFileSync(file, set.module(url)!.code);
  return import(pathToFileURL(file).href);
}
