// The Schema Lab's versions (issue 34): publish with today's check and the refusals, history with version 0, the
// impact of a new required field on the seeded clients, confirmation with a reason, rollback, and the audit rows.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { DbError } from '../db/db-error';
import { fileVersion } from '../schema-lab/publish';
import { SECURED_KEYS } from '../schema-lab/secured-keys';
import { insertVersion } from '../schema-lab/versions';
import { bearer, openTestDb, testApp, tokenFor } from '../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit declarations of any shape
type Data = Record<string, any>;

let db: Db;
let app: FastifyInstance;
let analyst: string;
let admin: string;
let analystId: string;

/** A shipped declaration as its file holds it (version 0), to edit. */
const shipped = (kind: 'form' | 'table' | 'wizard', id: string): Data =>
  structuredClone(fileVersion(kind, id).document);

/** The business step's form with a new field exportLicence (a string, max 50), required when `required`. */
function withExportLicence(required: boolean): Data {
  const form = shipped('form', 'onboarding.business');
  form.schema.properties.exportLicence = { type: 'string', title: 'Export Licence', maxLength: 50 };
  if (required) form.schema.required.push('exportLicence');
  form.ui['ui:order'].push('exportLicence');
  return form;
}

const post = (url: string, payload: object, token = analyst) =>
  app.inject({ method: 'POST', url: `/api/schema-lab/${url}`, headers: bearer(token), payload });
const history = async (kind: string, id: string) =>
  (await app.inject({ url: `/api/schema-lab/versions?kind=${kind}&id=${id}`, headers: bearer(analyst) })).json();

/** The seeded clients whose business details are stored: what a new required field of the step would fail. */
async function clientsWithBusiness(): Promise<string[]> {
  const { rows } = await db.query<{ client_id: string }>(
    "SELECT client_id FROM onboarding WHERE business IS NOT NULL AND business <> '{}'::jsonb ORDER BY client_id",
  );
  return rows.map((row) => row.client_id);
}

beforeAll(async () => {
  db = await openTestDb();
  // A busy machine may take seconds over a first check: the time limit is tested on its own app below.
  ({ app } = await testApp({ db, console: 'admin', env: { SCHEMA_LAB_TIMEOUT_MS: '20000' } }));
  analyst = await tokenFor(db, 'analyst@demo.test', 'admin');
  admin = await tokenFor(db, 'admin@demo.test', 'admin');
  const { rows } = await db.query<{ user_id: string }>("SELECT user_id FROM users WHERE email = 'analyst@demo.test'");
  analystId = rows[0].user_id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('the Product Analyst', () => {
  it('is seeded in the admin console with the Schema Lab as its whole menu, and reaches the lab', async () => {
    const { rows } = await db.query<{ role_name: string; console: string }>(
      "SELECT role_name, console FROM users WHERE email = 'analyst@demo.test'",
    );
    expect(rows).toEqual([{ role_name: 'Product Analyst', console: 'admin' }]);
    const roles = await db.query("SELECT 1 FROM roles WHERE role_name = 'Product Analyst'");
    expect(roles.rows).toHaveLength(1);
    const privileges = await app.inject({ url: '/api/auth/privileges', headers: bearer(analyst) });
    expect(JSON.stringify(privileges.json().data)).toContain('/schema-lab');
    expect(JSON.stringify(privileges.json().data)).not.toContain('/onboarding-list');
    const res = await app.inject({ url: '/api/schema-lab/declarations', headers: bearer(analyst) });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/schema-lab/versions', () => {
  it('lists version 0, the file, for a declaration never published', async () => {
    const res = await history('table', 'currency');
    expect(res.data).toEqual([
      {
        version: 0,
        document: shipped('table', 'currency'),
        diff: [],
        comment: null,
        authorId: null,
        authorName: null,
        publishedAt: null,
        impactReason: null,
        rolledBackTo: null,
      },
    ]);
  });

  it('answers 404 for a declaration schemas/ does not declare, and 400 for an unknown kind', async () => {
    const missing = await app.inject({ url: '/api/schema-lab/versions?kind=form&id=nope', headers: bearer(analyst) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no form "nope" under schemas/');
    const kind = await app.inject({ url: '/api/schema-lab/versions?kind=menu&id=x', headers: bearer(analyst) });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe(
      'kind must be form, table, wizard, flow, page, dashboard, catalogue, menus or tours',
    );
  });
});

describe('POST /api/schema-lab/publish', () => {
  it('stores version 1 with its author, comment and diff, and an audit row, in one go', async () => {
    const table = shipped('table', 'currency');
    table.columns[0].header = 'ISO Code';
    const res = await post('publish', { kind: 'table', declaration: table, comment: 'Clearer column title' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Version 1 published');
    expect(res.json().data.version).toBe(1);
    expect(res.json().data.diff).toEqual([{ op: 'replace', path: '/columns/0/header', value: 'ISO Code' }]);
    const versions = (await history('table', 'currency')).data;
    expect(versions.map((version: Data) => version.version)).toEqual([0, 1]);
    expect(versions[1]).toMatchObject({
      document: table,
      comment: 'Clearer column title',
      authorId: analystId,
      authorName: 'Ishita Bose',
      impactReason: null,
    });
    expect(new Date(versions[1].publishedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const audit = await db.query(
      "SELECT version, action, done_by, details FROM declaration_audit WHERE declaration_id = 'currency'",
    );
    expect(audit.rows).toEqual([
      { version: 1, action: 'published', done_by: analystId, details: { comment: 'Clearer column title' } },
    ]);
  });

  it('refuses a document equal to the version in force', async () => {
    const res = await post('publish', {
      kind: 'form',
      declaration: shipped('form', 'onboarding.personal'),
      comment: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing to publish: the declaration is the same as version 0, which is in force');
  });

  it('needs a comment', async () => {
    const res = await post('publish', { kind: 'form', declaration: withExportLicence(false), comment: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a comment of at most 500 characters');
  });

  it.each(SECURED_KEYS)('refuses %s added, naming the key and its pointer', async (key) => {
    const form = shipped('form', 'onboarding.business');
    form.schema.properties.city[key] = 'x';
    const res = await post('publish', { kind: 'form', declaration: form, comment: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `${key} at /schema/properties/city/${key} decides who may do what or which record a call concerns: it cannot be changed by publishing; change it in the repository, where it is reviewed and deployed`,
    );
  });

  it("refuses a wizard step's bind altered and a wizard's variant removed", async () => {
    const wizard = shipped('wizard', 'onboarding-payments');
    wizard.steps[1].bind = 'client#/bacicInformation';
    delete wizard.variant;
    const res = await post('publish', { kind: 'wizard', declaration: wizard, comment: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([
      { field: '/steps/1/bind', message: expect.stringMatching(/^bind at \/steps\/1\/bind decides/) },
      { field: '/variant', message: expect.stringMatching(/^variant at \/variant decides/) },
    ]);
  });

  it('refuses a widget name the code does not register, by its pointer', async () => {
    const form = shipped('form', 'onboarding.business');
    form.ui.city['ui:widget'] = 'otpx';
    const res = await post('publish', { kind: 'form', declaration: form, comment: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Not published: /ui/city/ui:widget: widget "otpx" is not in the widget registry (did you mean "otp"?)',
    );
  });

  it("refuses a rule name the code does not register, whatever registries the lab's own check was sent", async () => {
    const form = shipped('form', 'onboarding.business');
    form.rules = ['businessDocuments', 'stealEverything'];
    const res = await post('publish', { kind: 'form', declaration: form, comment: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toContainEqual({
      field: '/rules/1',
      message: expect.stringContaining('Not published: /rules/1: rule "stealEverything" is not in the rule registry'),
    });
  });

  it('refuses a pattern that may backtrack, by its pointer', async () => {
    const form = shipped('form', 'onboarding.business');
    form.schema.properties.city.pattern = '^(a+)+$';
    const res = await post('publish', { kind: 'form', declaration: form, comment: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The pattern at /schema/properties/city/pattern may take too long to match; simplify it',
    );
  });

  it('refuses what the check finds (a $ref that does not resolve) and stores nothing refused', async () => {
    const form = shipped('form', 'onboarding.business');
    form.schema.properties.city = { $ref: 'onboarding#/$defs/nope', title: 'City' };
    const res = await post('publish', { kind: 'form', declaration: form, comment: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toContainEqual({
      field: '/schema/properties/city/$ref',
      message: 'Not published: /schema/properties/city/$ref: $ref "onboarding#/$defs/nope" does not resolve',
    });
    const stored = await db.query("SELECT 1 FROM declaration_versions WHERE declaration_id = 'onboarding.business'");
    expect(stored.rows).toEqual([]);
  });

  it('refuses an id schemas/ does not declare (a new declaration needs a deploy)', async () => {
    const form = { ...shipped('form', 'onboarding.business'), id: 'onboarding.new' };
    const res = await post('publish', { kind: 'form', declaration: form, comment: 'x' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the impact of a new required field on the business step', () => {
  it('counts the seeded clients lacking it, names up to 5 and the routes and declarations using the form', async () => {
    const lacking = await clientsWithBusiness();
    expect(lacking.length).toBeGreaterThan(0);
    const res = await post('impact', { kind: 'form', declaration: withExportLicence(true) });
    expect(res.statusCode).toBe(200);
    const impact = res.json().data;
    expect(impact).toMatchObject({
      binds: ['client#/businessInformation'],
      checked: lacking.length,
      failing: lacking.length,
      clientIds: lacking.slice(0, 5),
    });
    expect(impact.reasons).toEqual([
      {
        field: 'exportLicence',
        keyword: 'required',
        count: lacking.length,
        message:
          lacking.length === 1
            ? '1 client lacks the new required field exportLicence'
            : `${lacking.length} clients lack the new required field exportLicence`,
      },
    ]);
    expect(impact.uses.declarations).toContainEqual({
      kind: 'wizard',
      id: 'onboarding-payments',
      pointer: '/steps/1/form',
    });
    expect(impact.uses.routes).toContainEqual({ path: '/onboarding', title: 'Onboarding' });
  });

  it('counts every stored client, not only the seeded ones, and names at most 5', async () => {
    for (let index = 0; index < 6; index++) {
      const clientId = `CLIMPACT${index}`;
      await db.query(
        "INSERT INTO clients (client_id, client_type, business_category, client_purpose) VALUES ($1, 'Business', 'Goods Exporter', 'payments')",
        [clientId],
      );
      await db.query(`INSERT INTO onboarding (client_id, business) VALUES ($1, '{"city": "Pune"}'::jsonb)`, [clientId]);
    }
    const lacking = await clientsWithBusiness();
    const impact = (await post('impact', { kind: 'form', declaration: withExportLicence(true) })).json().data;
    expect(impact.failing).toBe(lacking.length);
    expect(impact.clientIds).toEqual(lacking.slice(0, 5));
  });

  it('is zero for an optional field, which publishes without a confirmation', async () => {
    const impact = (await post('impact', { kind: 'form', declaration: withExportLicence(false) })).json().data;
    expect(impact.failing).toBe(0);
    expect(impact.reasons).toEqual([]);
  });

  it('refuses the publish until it is confirmed with a reason, which is stored with the version', async () => {
    const lacking = await clientsWithBusiness();
    const declaration = withExportLicence(true);
    const refused = await post('publish', { kind: 'form', declaration, comment: 'Export licence' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${lacking.length} stored records would fail the new version: give a reason to publish it anyway`,
    );
    expect(refused.json().data.errors[0]).toEqual({
      field: 'exportLicence',
      message: expect.stringContaining('lack the new required field exportLicence'),
    });
    const reason = 'Clients are asked for it at their next visit';
    const res = await post('publish', { kind: 'form', declaration, comment: 'Export licence', confirm: { reason } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.impact.failing).toBe(lacking.length);
    const versions = (await history('form', 'onboarding.business')).data;
    expect(versions.at(-1)).toMatchObject({ version: 1, impactReason: reason, comment: 'Export licence' });
    expect(versions.at(-1).diff).toEqual(
      expect.arrayContaining([
        { op: 'add', path: '/schema/required/15', value: 'exportLicence' },
        { op: 'add', path: '/schema/properties/exportLicence', value: expect.objectContaining({ maxLength: 50 }) },
      ]),
    );
  });
});

describe("the impact's time limit", () => {
  it('validates stored records in the worker: a pattern that backtracks on one is stopped (422), the server answers', async () => {
    const { app: limited } = await testApp({ db, console: 'admin', env: { SCHEMA_LAB_TIMEOUT_MS: '1500' } });
    try {
      await db.query(
        "INSERT INTO clients (client_id, client_type, business_category, client_purpose) VALUES ('CLSLOW', 'Business', 'Goods Exporter', 'payments')",
      );
      const slow = JSON.stringify({ exportLicence: `${'a'.repeat(40)}!` });
      await db.query("INSERT INTO onboarding (client_id, business) VALUES ('CLSLOW', $1::jsonb)", [slow]);
      const form = withExportLicence(false);
      // safe-regex2 passes this pattern, yet it backtracks exponentially on 'aaa...a!'.
      form.schema.properties.exportLicence.pattern = '^(a|a)*$';
      const started = Date.now();
      const res = await limited.inject({
        method: 'POST',
        url: '/api/schema-lab/impact',
        headers: bearer(analyst),
        payload: { kind: 'form', declaration: form },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The check took too long and was stopped');
      expect(Date.now() - started).toBeLessThan(15_000);
      expect((await limited.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await db.query("DELETE FROM onboarding WHERE client_id = 'CLSLOW'");
      await db.query("DELETE FROM clients WHERE client_id = 'CLSLOW'");
      await limited.close();
    }
  });
});

describe('POST /api/schema-lab/rollback', () => {
  it('publishes version 0 again as a new version, through the same checks, with an audit row', async () => {
    const res = await post('rollback', { kind: 'form', id: 'onboarding.business', version: 0 }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Version 0 published again as version 2');
    const versions = (await history('form', 'onboarding.business')).data;
    expect(versions.at(-1)).toMatchObject({
      version: 2,
      document: shipped('form', 'onboarding.business'),
      comment: 'Rollback to version 0',
      rolledBackTo: 0,
    });
    const audit = await db.query(
      "SELECT version, action FROM declaration_audit WHERE declaration_id = 'onboarding.business' ORDER BY id",
    );
    expect(audit.rows).toEqual([
      { version: 1, action: 'published' },
      { version: 2, action: 'rolled_back' },
    ]);
  });

  it('takes a comment, refuses the version in force again and a version that does not exist', async () => {
    const again = await post('rollback', { kind: 'form', id: 'onboarding.business', version: 0, comment: 'x' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Nothing to publish: the declaration is the same as version 2, which is in force',
    );
    const missing = await post('rollback', { kind: 'form', id: 'onboarding.business', version: 9 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('onboarding.business has no version 9');
    const forward = await post('rollback', {
      kind: 'form',
      id: 'onboarding.business',
      version: 1,
      comment: 'Back again',
      confirm: { reason: 'Asked for at the next visit' },
    });
    expect(forward.statusCode).toBe(200);
    expect((await history('form', 'onboarding.business')).data.at(-1)).toMatchObject({
      version: 3,
      comment: 'Rollback to version 1: Back again',
      rolledBackTo: 1,
      impactReason: 'Asked for at the next visit',
    });
  });
});

describe('the version store', () => {
  it('refuses a second version with the same number (two publishes checked against the same version in force)', async () => {
    const next = {
      kind: 'table' as const,
      id: 'race',
      version: 1,
      document: {},
      diff: [],
      comment: 'x',
      authorId: analystId,
    };
    await db.transaction((tx) => insertVersion(tx, next));
    const second = db.transaction((tx) => insertVersion(tx, next));
    await expect(second).rejects.toBeInstanceOf(DbError);
    await expect(second).rejects.toMatchObject({ code: '23505' });
  });
});
