// Issue 9: hostile bodies on every write route answer 4xx in the envelope, never 5xx, and a refused one changes no row.
//
// The routes are the ones Fastify registers (the access plugin's onRoute hook records them), so a new route is fuzzed
// without touching this file; each is called by a caller its access admits (a fresh client in the client console,
// the Admin in the admin console). The bodies are seeded: a failure prints its seed, and
//   FUZZ_SEED=<seed> npx vitest run --project server server/fuzz/write-routes.test.ts -t '<console> console: <METHOD> <path> '
// sends the same bodies to that route again (FUZZ_RUNS=<n> sends more).
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { findSession } from '../auth/sessions';
import type { ConsoleKind } from '../config';
import type { RouteAccess } from '../plugins/access';
import { BANK_MESSAGES } from '../routes/onboarding-bank';
import { fileVersion } from '../schema-lab/publish';
import { formSchema } from '../schemas';
import { openTestDb, testApp, tokenFor } from '../testing/test-app';
import {
  bankData,
  businessData,
  documentOf,
  freshClient,
  ownerData,
  stakeholderData,
} from '../testing/test-onboarding';
import { changesSince, installJournal, journalMark } from './route-journal';
import { hostileValue, mutated, SERVER_SIZES, shaped, type JsonSchema, type KnownValues } from './schema-arbitrary';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A console's test app and every route Fastify registered on it (as the access plugin's onRoute hook saw them). */
async function appWithRoutes(db: Awaited<ReturnType<typeof openTestDb>>, console: ConsoleKind) {
  const { app } = await testApp({ db, console });
  return { app, routes: app.registeredRoutes };
}

/** The route's own declaration admits this caller (what plugins/access.ts checks). */
function admits(route: RouteOptions, console: ConsoleKind, role: string): boolean {
  const config = route.config as { public?: boolean; access?: RouteAccess } | undefined;
  if (config?.public) return true;
  const access = config?.access;
  if (!access) return false;
  return (
    (!access.consoles || access.consoles.includes(console)) &&
    (!access.roles || access.roles.includes(role)) &&
    (!access.rolesIn?.[console] || access.rolesIn[console]!.includes(role))
  );
}

const db = await openTestDb();
const journaled = await installJournal(db);
const apps = { client: await appWithRoutes(db, 'client'), admin: await appWithRoutes(db, 'admin') };
const own = await freshClient(db);
const adminTarget = await freshClient(db);
const callers: Record<ConsoleKind, { role: string; clientId: string; signIn: () => Promise<string> }> = {
  client: { role: 'Client Exporter', clientId: own.clientId, signIn: () => tokenFor(db, own.email, 'client') },
  admin: { role: 'Admin', clientId: adminTarget.clientId, signIn: () => tokenFor(db, 'admin@demo.test', 'admin') },
};
const tokens: Record<ConsoleKind, string> = {
  client: await callers.client.signIn(),
  admin: await callers.admin.signIn(),
};

afterAll(async () => {
  await apps.client.app.close();
  await apps.admin.app.close();
  await db.close();
});

/** Valid bodies the schemas alone cannot produce (stored documents, real role and action ids), for a client. */
async function examples(clientId: string): Promise<Record<string, unknown[]>> {
  const personal = { firstName: 'Asha', lastName: 'Verma', mobile: '9811122233', mobileCountryCode: '+91' };
  const { pan, nameAsPan, name, dob } = ownerData(3);
  return {
    '/api/onboarding/basic': [{ basicInformation: personal }],
    '/api/onboarding/business': [{ basicInformation: personal, businessInformation: businessData() }],
    '/api/onboarding/stakeholders/owner': [ownerData(0)],
    '/api/onboarding/stakeholders': [await stakeholderData(db, clientId, 1, 'director')],
    '/api/onboarding/verification': [
      { document: await documentOf(db, clientId, 'POI', 'pan.pdf'), pan, nameAsPan, name, dob },
    ],
    '/api/onboarding/bank': [bankData('TEST USER')],
    '/api/onboarding/stakeholders/remove': [{ id: 'STK1', stakeHolderType: 'director' }],
    '/api/masters/access': [{ roleMasterId: 6, actionMasterIds: [103, 108], status: 'active' }],
    '/api/masters/hs-codes': [
      {
        chapter: '09',
        heading: '10',
        subHeading: '11',
        code: '12',
        industry: 'agriculture',
        productDetails: 'Tea',
        isValidate: true,
      },
    ],
    '/api/schema-lab/check': [
      {
        kind: 'form',
        declaration: { id: 'lab.x', title: 'X', schema: { type: 'object', properties: { a: { type: 'string' } } } },
        sample: { a: 'b' },
        registries: { widgets: [], rules: [], actions: [], transforms: [] },
      },
    ],
    '/api/schema-lab/impact': [{ kind: 'form', declaration: labBusinessForm() }],
    '/api/schema-lab/publish': [
      { kind: 'form', declaration: labBusinessForm(), comment: 'Town', confirm: { reason: 'r' } },
    ],
    '/api/schema-lab/rollback': [{ kind: 'form', id: 'onboarding.business', version: 0, comment: 'Back' }],
  };
}

/** The business step's form with a label changed: a publish the lab accepts. */
function labBusinessForm() {
  const form = structuredClone(fileVersion('form', 'onboarding.business').document) as {
    schema: { properties: { city: { title: string } } };
  };
  form.schema.properties.city.title = 'Town';
  return form;
}

/** Routes whose body schema is generic and whose data a declared form checks: the form's shape, placed in the body. */
const FORM_BODIES: Record<string, [string, (data: unknown) => unknown]> = {
  '/api/onboarding/basic': ['onboarding.personal', (data) => ({ basicInformation: data })],
  '/api/onboarding/business': ['onboarding.business', (data) => ({ basicInformation: {}, businessInformation: data })],
  '/api/onboarding/stakeholders/owner': ['onboarding.owner', (data) => data],
  '/api/onboarding/stakeholders': ['onboarding.stakeholder', (data) => data],
  '/api/onboarding/verification': ['onboarding.verification', (data) => data],
  '/api/onboarding/bank': ['onboarding.bank', (data) => data],
};

/** Path parameter values: ids that exist, ids that do not, and integers at and past the 32-bit column bounds. */
const PARAMS = {
  integer: ['1', '6', '0', '-1', '2147483647', '2147483648', '-2147483649', '9007199254740993', '1e3'],
  string: ['US', 'IN', 'ZZ', '09041100', '99999999', 'P0103', 'FOB', 'CL1005', 'UNKNOWN-1'],
};

/** A request body: JSON, raw text under a content type, or none at all. */
type Payload = { json: unknown } | { raw: string | Buffer; type: string } | { none: true };

/** Texts no JSON parser should let through as they are, sent as application/json. */
const RAW_TEXTS = [
  '',
  ' ',
  '{',
  '{"a":',
  '[',
  'nul',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"\\u0000":1}',
  '"\\udfff"',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
];

/** Raw JSON tokens spliced in for one value: numbers JSON.stringify never writes, and escaped broken text. */
const RAW_TOKENS = [
  '-0',
  '1e309',
  '-1e309',
  '1E400',
  '1e-400',
  '123456789012345678901234567890',
  '"\\ud800"',
  '"a\\u0000"',
];
const MARK = '__fuzz_raw_token__';

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
];

/** The bodies sent to one route: mutations of valid shapes, hostile values, broken JSON, wrong types, nothing. */
function payloads(shapes: fc.Arbitrary<unknown>[]): fc.Arbitrary<Payload> {
  const base = fc.oneof(...shapes);
  const spliced = fc.tuple(base, fc.nat(), fc.constantFrom(...RAW_TOKENS)).map(([value, pick, token]): Payload => {
    const object = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    const keys = Object.keys(object);
    const key = keys.length ? keys[pick % keys.length] : 'x';
    return { raw: JSON.stringify({ ...object, [key]: MARK }).replace(`"${MARK}"`, token), type: 'application/json' };
  });
  const raw = fc.oneof(
    fc.constantFrom(...RAW_TEXTS).map((text): Payload => ({ raw: text, type: 'application/json' })),
    fc.constant<Payload>({
      raw: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      type: 'application/json',
    }),
    fc
      .tuple(base, fc.constantFrom(...CONTENT_TYPES))
      .map(([value, type]): Payload => ({ raw: JSON.stringify(value) ?? '', type })),
    spliced,
  );
  return fc.oneof(
    { weight: 6, arbitrary: mutated(base, SERVER_SIZES).map((json): Payload => ({ json })) },
    { weight: 2, arbitrary: hostileValue(SERVER_SIZES).map((json): Payload => ({ json })) },
    { weight: 1, arbitrary: base.map((json): Payload => ({ json })) },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant<Payload>({ none: true }) },
  );
}

/** The route's path with its parameters filled from PARAMS by their declared type. */
function paths(route: RouteOptions): fc.Arbitrary<string> {
  const declared = ((route.schema?.params as JsonSchema | undefined)?.properties ?? {}) as Record<string, JsonSchema>;
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
  if (!names.length) return fc.constant(route.url);
  return fc
    .tuple(
      ...names.map((name) => fc.constantFrom(...(declared[name]?.type === 'integer' ? PARAMS.integer : PARAMS.string))),
    )
    .map((values) =>
      names.reduce((url, name, index) => url.replace(`:${name}`, encodeURIComponent(values[index])), route.url),
    );
}

/** A short, printable account of a payload for a failure message. */
function preview(payload: Payload): string {
  const text =
    'none' in payload
      ? '(no body)'
      : 'json' in payload
        ? `application/json ${JSON.stringify(payload.json)}`
        : `${payload.type} ${JSON.stringify(String(payload.raw))}`;
  return text.length > 1500 ? `${text.slice(0, 1500)}... (${text.length} characters)` : text;
}

let requestCount = 0;

/** Sends one payload and returns what is wrong with the answer, if anything. */
async function send(side: ConsoleKind, route: RouteOptions, url: string, payload: Payload): Promise<string[]> {
  const { app } = apps[side];
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[side]}` };
  let body: string | Buffer | undefined;
  if ('json' in payload) {
    body = JSON.stringify(payload.json);
    if (body !== undefined) headers['content-type'] = 'application/json';
  } else if ('raw' in payload) {
    body = payload.raw;
    headers['content-type'] = payload.type;
  }
  const n = ++requestCount;
  const mark = await journalMark(db);
  const res = await app.inject({
    method: String(route.method) as 'POST',
    url,
    headers,
    // Each request from its own address, so the per-address limits do not turn every later request into a 429.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    ...(body === undefined ? {} : { payload: body }),
  });
  const problems: string[] = [];
  let envelope: { responseCode?: unknown; message?: unknown; data?: unknown } = {};
  try {
    envelope = res.json() ?? {};
  } catch {
    problems.push('the answer is not JSON');
  }
  const keys = Object.keys(envelope ?? {}).sort();
  if (
    keys.join() !== 'data,message,responseCode' ||
    envelope.responseCode !== res.statusCode ||
    typeof envelope.message !== 'string'
  )
    problems.push('the answer is not the envelope { responseCode, message, data } with the status as responseCode');
  // The simulated bank is unreachable for account numbers ending in 503, by design (adapters/bank.ts).
  const bankDown = res.statusCode === 503 && envelope.message === BANK_MESSAGES.unavailable;
  if (res.statusCode >= 500 && !bankDown) problems.push(`a ${res.statusCode} answer`);
  if (res.statusCode >= 400 && res.statusCode < 500) {
    const changed = await changesSince(db, mark);
    if (changed.length) problems.push(`refused with ${res.statusCode}, yet changed rows: ${changed.join(', ')}`);
  }
  // A logout (or anything else) that ended the caller's session: sign in again for the next body.
  if (res.statusCode < 300 && !(await findSession(db, tokens[side], side))) tokens[side] = await callers[side].signIn();
  if (!problems.length) return [];
  return [
    `${route.method} ${url} in the ${side} console: ${problems.join('; ')}`,
    `answer ${res.statusCode}: ${res.body.slice(0, 500)}`,
    `body: ${preview(payload)}`,
  ];
}

/** One case per write route and console whose caller the route admits; a route both admit splits its bodies. */
const cases = (['client', 'admin'] as const)
  .flatMap((console) =>
    apps[console].routes
      .filter((route) => [route.method].flat().some((method) => WRITES.includes(method)))
      .filter((route) => admits(route, console, callers[console].role))
      .map((route) => ({ console, route, name: `${[route.method].flat().join(',')} ${route.url}` })),
  )
  .map((entry, _index, all) => ({
    ...entry,
    runs: Math.ceil(RUNS / all.filter((other) => other.name === entry.name).length),
  }));

console.info(
  `write-route fuzz: seed ${SEED}, ${RUNS} bodies per write route (split between the consoles that admit it); ` +
    `FUZZ_SEED=${SEED} reproduces. ` +
    `Refusals must leave ${journaled.length} tables as they were.`,
);

/** The shapes a route's bodies start from: its body schema's, its form's, and known valid bodies. */
const examplesOf: Partial<Record<ConsoleKind, Promise<Record<string, unknown[]>>>> = {};
async function shapesFor(side: ConsoleKind, route: RouteOptions): Promise<fc.Arbitrary<unknown>[]> {
  const known: KnownValues = { clientId: fc.constant(callers[side].clientId) };
  const bodySchema = route.schema?.body as JsonSchema | undefined;
  // The admin names the client an onboarding call is for; the client console's caller need not.
  const namesClient = side === 'admin' && Boolean((bodySchema?.properties as JsonSchema | undefined)?.clientId);
  const withClient = (value: unknown) =>
    namesClient && value && typeof value === 'object' && !Array.isArray(value)
      ? { clientId: callers.admin.clientId, ...value }
      : value;
  const shapes: fc.Arbitrary<unknown>[] = [shaped(bodySchema ?? { type: 'object' }, bodySchema ?? {}, known)];
  const form = FORM_BODIES[route.url];
  if (form) {
    const schema = formSchema(form[0]) as JsonSchema;
    shapes.push(shaped(schema, schema, known).map((data) => withClient(form[1](data))));
  }
  examplesOf[side] ??= examples(callers[side].clientId);
  const bodies = (await examplesOf[side])[route.url] ?? [];
  if (bodies.length) shapes.push(fc.constantFrom(...bodies.map(withClient)));
  return shapes;
}

describe('the fuzz itself', () => {
  it('finds the write routes Fastify registered, in both consoles', () => {
    const names = cases.map((entry) => `${entry.console} ${entry.name}`);
    expect(names).toContain('client POST /api/onboarding/basic');
    expect(names).toContain('admin PUT /api/masters/roles/:roleId/status');
    expect(cases.length).toBeGreaterThan(40);
  });

  it('sees a committed change in the journal, and none from a rolled-back one', async () => {
    const mark = await journalMark(db);
    await db
      .transaction(async (tx) => {
        await tx.query(`UPDATE clients SET client_name = 'rolled back' WHERE client_id = $1`, [own.clientId]);
        throw new Error('roll back');
      })
      .catch(() => {});
    await db.query(`UPDATE clients SET client_name = client_name WHERE client_id = $1`, [own.clientId]);
    expect(await changesSince(db, mark)).toEqual([]);
    await db.query(`UPDATE clients SET client_name = 'Fuzz Client' WHERE client_id = $1`, [adminTarget.clientId]);
    expect(await changesSince(db, mark)).toEqual(['UPDATE clients x1']);
  });
});

for (const { console: side, route, name, runs } of cases) {
  it(`${side} console: ${name} answers hostile bodies with 4xx in the envelope, changing nothing when it refuses`, async () => {
    let sent = 0;
    const property = fc.asyncProperty(paths(route), payloads(await shapesFor(side, route)), async (url, payload) => {
      sent++;
      const problems = await send(side, route, url, payload);
      if (problems.length) throw new Error(problems.join('\n'));
    });
    await fc.assert(property, {
      seed: SEED,
      numRuns: runs,
      endOnFailure: true,
      // The default report prints the whole counterexample, which may be a 300,000-character string.
      reporter: (run) => {
        if (run.failed)
          throw new Error(
            `FUZZ_SEED=${run.seed} (path ${run.counterexamplePath}), after ${run.numRuns} bodies:\n${
              run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance)
            }`,
          );
      },
    });
    expect(sent).toBe(runs);
  }, 120_000);
}
