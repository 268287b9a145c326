// The Schema Lab API: declarations as written, problems by pointer, sample messages, who may call it, and the limits
// that keep a posted declaration from stopping the server (unsafe patterns, size, a worker with a time limit).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleKind } from '../config';
import type { Db } from '../db/db';
import { ANSWER_MARGIN_MS, createChecker, limitsWithin, MAX_WAITING } from '../schema-lab/checker';
import type { CheckBody } from '../schema-lab/check';
import { MAX_DEPTH, MAX_NODES } from '../schema-lab/limits';
import { bearer, openTestDb, testApp, tokenFor } from '../testing/test-app';

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

/** An app of one console; `labEnv` holds the lab's settings (SCHEMA_LAB_TIMEOUT_MS, REQUEST_TIMEOUT_MS). */
const labApp = async (console: ConsoleKind, env: NodeJS.ProcessEnv = {}, labEnv: Record<string, string> = {}) => {
  const { app } = await testApp({ db, console, env: { ...env, ...labEnv } });
  apps.push(app);
  return app;
};

let dev: FastifyInstance;
const check = (payload: object, app = dev, token = adminToken) =>
  app.inject({ method: 'POST', url: '/api/schema-lab/check', headers: bearer(token), payload });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  db = await openTestDb();
  exporterToken = await tokenFor(db, 'exporter@demo.test', 'client');
  adminToken = await tokenFor(db, 'admin@demo.test', 'admin');
  dev = await labApp('admin');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
});

describe('GET /api/schema-lab/declarations', () => {
  it('lists every declaration as in force, with its file, the message catalogue, menus and tours included', async () => {
    const res = await dev.inject({ url: '/api/schema-lab/declarations', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual([
      'shared',
      'forms',
      'tables',
      'wizards',
      'flows',
      'pages',
      'dashboards',
      'catalogue',
      'menus',
      'tours',
      'entities',
    ]);
    expect(data.flows.map((flow: { json: { id: string } }) => flow.json.id)).toContain('auth.sign-in');
    expect(data.pages.map((page: { json: { id: string } }) => page.json.id)).toContain('client-detail');
    expect(data.catalogue).toMatchObject({
      file: 'schemas/messages.en-GB.json',
      json: { 'common.fillRequired': 'Please fill all the required fields' },
    });
    expect(data.menus).toMatchObject({
      file: 'schemas/auth/menus.json',
      metaSchema: '../meta/menus.meta.json',
      json: { menus: { Admin: expect.any(Array) } },
    });
    expect(data.tours).toMatchObject({ file: 'schemas/tours.json', json: { tours: { default: expect.any(Object) } } });
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
      { pointer: '/ui/name/ui:widget', message: 'widget "otpx" is not in the widget registry (did you mean "otp"?)' },
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

  it.each(['development', 'production'])("keeps it to the admin console's Admin in %s", async (mode) => {
    const env = { NODE_ENV: mode === 'production' ? 'production' : 'test' };
    const client = await labApp('client', env);
    const admin = await labApp('admin', env);
    const callers: [string, FastifyInstance, string, number][] = [
      ['a client user', client, exporterToken, 403],
      ["the Admin's client-console token", client, await tokenFor(db, 'admin@demo.test', 'client'), 403],
      ['a client user on the admin console', admin, await tokenFor(db, 'exporter@demo.test', 'admin'), 403],
      ['the Admin', admin, adminToken, 200],
    ];
    for (const [who, app, token, status] of callers) {
      const list = await app.inject({ url: '/api/schema-lab/declarations', headers: bearer(token) });
      const checked = await check({ kind: 'form', declaration: NAME_FORM, registries: REGISTRIES }, app, token);
      expect([who, list.statusCode, checked.statusCode]).toEqual([who, status, status]);
    }
  });
});

/** A form whose one field `code` has the given pattern; sample data fills it with `value`. */
const patternForm = (pattern: string, value: string) => ({
  kind: 'form',
  declaration: {
    id: 'lab.pattern',
    title: 'Pattern',
    schema: { type: 'object', properties: { code: { type: 'string', title: 'Code', pattern } } },
  },
  sample: { code: value },
  registries: REGISTRIES,
});

describe('a declaration cannot stop the server', () => {
  it('refuses a backtracking pattern at once, while health checks answer', async () => {
    const started = Date.now();
    const [attack, health] = await Promise.all([
      check(patternForm('^(a+)+$', `${'a'.repeat(30)}!`)),
      dev.inject('/api/health'),
    ]);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(health.statusCode).toBe(200);
    expect(attack.statusCode).toBe(400);
    expect(attack.json()).toMatchObject({
      responseCode: 400,
      message: 'The pattern at /schema/properties/code/pattern may take too long to match; simplify it',
    });
  });

  it('finds patterns anywhere in the declaration, patternProperties keys included', async () => {
    const nested = {
      id: 'lab.nested',
      title: 'Nested',
      schema: {
        type: 'object',
        properties: { list: { type: 'array', items: { anyOf: [{ type: 'string', pattern: '(x+x+)+y' }] } } },
      },
    };
    const keyed = { ...nested, schema: { type: 'object', patternProperties: { '^(a|b+)*/$': { type: 'string' } } } };
    const nestedRes = await check({ kind: 'form', declaration: nested, registries: REGISTRIES });
    expect(nestedRes.json().message).toBe(
      'The pattern at /schema/properties/list/items/anyOf/0/pattern may take too long to match; simplify it',
    );
    const keyedRes = await check({ kind: 'form', declaration: keyed, registries: REGISTRIES });
    expect([keyedRes.statusCode, keyedRes.json().message]).toEqual([
      400,
      'The pattern at /schema/patternProperties/^(a|b+)*~1$ may take too long to match; simplify it',
    ]);
  });

  it('refuses a pattern longer than 500 characters, and takes a safe one or one the shipped schemas use', async () => {
    const long = await check(patternForm(`^${'[a-z]'.repeat(100)}$`, 'a'));
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      'The pattern at /schema/properties/code/pattern is longer than 500 characters; shorten it',
    ]);
    const pan = await check(patternForm('^[A-Z]{5}[0-9]{4}[A-Z]$', 'abc'));
    expect(pan.json().data.sampleErrors).toEqual({ code: 'must match pattern "^[A-Z]{5}[0-9]{4}[A-Z]$"' });
    const webSite = await check(patternForm('^(https?://)?([A-Za-z0-9-]+\\.)+[A-Za-z]{2,}(/\\S*)?$', 'x.in'));
    expect([webSite.statusCode, webSite.json().data.sampleErrors]).toEqual([200, {}]);
  });

  it('refuses declarations and samples nested too deep or too large, and bodies over 256 KB', async () => {
    const nested = (levels: number) => {
      let value: unknown = 'leaf';
      for (let level = 0; level < levels; level += 1) value = [value];
      return value;
    };
    const deep = { id: 'lab.deep', schema: { type: 'object', default: nested(MAX_DEPTH - 1) } };
    const tooDeep = await check({ kind: 'form', declaration: deep, registries: REGISTRIES });
    expect([tooDeep.statusCode, tooDeep.json().message]).toEqual([
      400,
      `The declaration is nested deeper than ${MAX_DEPTH} levels`,
    ]);
    const sampleRes = await check({ ...patternForm('^a$', 'a'), sample: { deep: nested(MAX_DEPTH) } });
    expect(sampleRes.json().message).toBe(`The sample data is nested deeper than ${MAX_DEPTH} levels`);
    const many = { id: 'lab.many', schema: { type: 'object', properties: { n: { enum: Array(MAX_NODES).fill(0) } } } };
    const tooMany = await check({ kind: 'form', declaration: many, registries: REGISTRIES });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([
      400,
      `The declaration holds more than ${MAX_NODES} values; make it smaller`,
    ]);
    const bigSample = await check({ ...patternForm('^a$', 'a'), sample: { list: Array(MAX_NODES).fill(1) } });
    expect(bigSample.json().message).toBe(`The sample data holds more than ${MAX_NODES} values; make it smaller`);
    const huge = await check({ ...patternForm('^a$', 'a'), sample: { text: 'a'.repeat(300 * 1024) } });
    expect(huge.statusCode).toBe(413);
  });
});

describe('the time limit', () => {
  // safe-regex2 passes `(a|a)*` (no nested quantifier), yet 30 a's and a '!' take it tens of seconds to refuse.
  const slow = patternForm('^(a|a)*$', `${'a'.repeat(30)}!`);
  // Well above a normal check (0.3 to 1 s on a fresh worker of a busy 2-core machine), far below the slow one.
  const LIMIT_MS = 2500;
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await labApp('admin', {}, { SCHEMA_LAB_TIMEOUT_MS: String(LIMIT_MS) });
  });

  it('stops a check that overruns in its worker, keeps the server answering, and checks again on a fresh worker', async () => {
    expect((await check({ kind: 'form', declaration: NAME_FORM, registries: REGISTRIES }, limited)).statusCode).toBe(
      200,
    );
    const started = Date.now();
    const pending = check(slow, limited);
    await sleep(200);
    const health = await limited.inject('/api/health');
    expect(health.statusCode).toBe(200);
    // Health answered while the slow check still ran in its worker.
    expect(Date.now() - started).toBeLessThan(LIMIT_MS);
    const stopped = await pending;
    expect([stopped.statusCode, stopped.json().message]).toEqual([422, 'The check took too long and was stopped']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMIT_MS);
    const next = await check(patternForm('^a+$', 'b'), limited);
    expect([next.statusCode, next.json().data.sampleErrors]).toEqual([200, { code: 'must match pattern "^a+$"' }]);
  });

  it(`queues checks behind the running one, and answers 503 past ${MAX_WAITING} waiting`, async () => {
    // The checker itself, so that which check runs and which wait does not depend on how fast requests arrive.
    const checker = createChecker(LIMIT_MS);
    try {
      const running = checker.check(slow as CheckBody);
      await new Promise((flushed) => setImmediate(flushed));
      const waiting = Array.from({ length: MAX_WAITING }, () => checker.check(patternForm('^a$', 'a') as CheckBody));
      await expect(checker.check(patternForm('^a$', 'a') as CheckBody)).rejects.toMatchObject({
        statusCode: 503,
        message: 'Schema Lab is busy, try again',
      });
      await expect(running).rejects.toMatchObject({ statusCode: 422 });
      expect(await Promise.all(waiting)).toHaveLength(MAX_WAITING);
    } finally {
      await checker.close();
    }
  });

  it('answers 503 to a check that waits longer than it may, and drops it from the queue unrun', async () => {
    // A run limit far above the slow check's start and first seconds, so it surely runs while the other waits.
    const checker = createChecker(60_000, 300);
    try {
      const running = checker.check(slow as CheckBody);
      running.catch(() => undefined);
      const started = Date.now();
      await expect(checker.check(patternForm('^a$', 'a') as CheckBody)).rejects.toMatchObject({
        statusCode: 503,
        message: 'Schema Lab is busy: the check waited too long and was not run, try again',
      });
      // Answered at its time limit, not when its turn came (the slow check takes tens of seconds).
      expect(Date.now() - started).toBeLessThan(5000);
      // It left the queue: the whole queue is free again behind the running check, each one answered in turn.
      const later = await Promise.allSettled(
        Array.from({ length: MAX_WAITING }, () => checker.check(patternForm('^a$', 'a') as CheckBody)),
      );
      expect(later.map((answer) => answer.status === 'rejected' && (answer.reason as Error).message)).toEqual(
        Array(MAX_WAITING).fill('Schema Lab is busy: the check waited too long and was not run, try again'),
      );
    } finally {
      await checker.close();
    }
  });

  it('gives a check no more than its request may take, waiting included (REQUEST_TIMEOUT_MS)', async () => {
    expect(limitsWithin(30_000, 5000)).toEqual({ timeoutMs: 5000, maxWaitMs: 24_000 });
    expect(limitsWithin(4000, 5000)).toEqual({ timeoutMs: 4000 - ANSWER_MARGIN_MS, maxWaitMs: 0 });
    // Checks may run 60 s and requests take 60.5 s plus the margin: a check may wait 500 ms.
    const short = await labApp(
      'admin',
      {},
      {
        SCHEMA_LAB_TIMEOUT_MS: '60000',
        REQUEST_TIMEOUT_MS: String(60_500 + ANSWER_MARGIN_MS),
      },
    );
    const pending = check(slow, short);
    await sleep(100);
    const started = Date.now();
    const waited = await check(patternForm('^a$', 'a'), short);
    expect([waited.statusCode, waited.json().message]).toEqual([
      503,
      'Schema Lab is busy: the check waited too long and was not run, try again',
    ]);
    expect(Date.now() - started).toBeLessThan(5000);
    // Closing the app stops the slow check's worker.
    await short.close();
    await pending;
  });
});
