// Issue 34's single files: the analyst publishes the menus' labels (sent at the next sign-in, in the privileges and on
// System Config, and restored by a rollback) and the demo tours' texts (served as a module and named in the set in
// force); anything else in either (a route, an entry, a role, a step's target, where a tour ends) is refused verbatim.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptPassword } from '../auth/password-crypto';
import { DEMO_PASSWORD } from '../seed/seed';
import { bearer, tokenFor } from '../testing/test-app';
import { openInForceApps, type InForceApps } from '../testing/test-in-force';
import { call, freshClient } from '../testing/test-onboarding';
import { openDeclarationsInForce } from './in-force';
import { fileVersion } from './publish';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits declarations of any shape
type Data = Record<string, any>;

let apps: InForceApps;

const menus = (): Data => structuredClone(fileVersion('menus', 'auth.menus').document);
const tours = (): Data => structuredClone(fileVersion('tours', 'tours').document);

const lab = (url: string, payload: object) => apps.lab(url, payload);
const publish = (kind: string, declaration: Data) =>
  lab('publish', { kind, declaration, comment: `A change to the ${kind}` });

/** The exporter's menu as a password sign-in answers it. */
async function signedInMenu(): Promise<{ id: string; title: string }[]> {
  const credentials = Buffer.from(`exporter@demo.test:${encryptPassword(DEMO_PASSWORD)}`).toString('base64');
  const res = await apps.client.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { authorization: `Basic ${credentials}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.privileges;
}

const notALabel = (key: string, pointer: string) =>
  `${key} at ${pointer} is not a label: a publish of the menus may change only the title and description of an ` +
  'entry; a route, an entry added, removed or moved, a role or who sees an entry is changed in the repository, ' +
  'where it is reviewed and deployed';
const notAText = (key: string, pointer: string) =>
  `${key} at ${pointer} is not a text: a publish of the tours may change only the title and text of a step; where ` +
  'a tour takes the user (a route, a target, finishTo) and its steps are changed in the repository, where they are ' +
  'reviewed and deployed';

beforeAll(async () => {
  apps = await openInForceApps();
});
afterAll(() => apps.close());

describe("the menus' labels", () => {
  it('refuses a changed route, an added entry and a renamed role, naming the key and its pointer', async () => {
    const route = menus();
    route.menus['Client Exporter'][0].path = '/admin-service/users';
    const moved = await publish('menus', route);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(notALabel('path', '/menus/Client Exporter/0/path'));

    const added = menus();
    added.menus['Client Exporter'].push({ id: 'users', title: 'Add User', path: '/admin-service/users' });
    const more = await publish('menus', added);
    expect(more.statusCode).toBe(400);
    const at = `/menus/Client Exporter/${added.menus['Client Exporter'].length - 1}`;
    expect(more.json().message).toBe(notALabel(String(added.menus['Client Exporter'].length - 1), at));

    const renamed = menus();
    renamed.menus['Exporter'] = renamed.menus['Client Exporter'];
    delete renamed.menus['Client Exporter'];
    const role = await publish('menus', renamed);
    expect(role.statusCode).toBe(400);
    expect(role.json().data.errors.map((error: { message: string }) => error.message)).toEqual([
      notALabel('Client Exporter', '/menus/Client Exporter'),
      notALabel('Exporter', '/menus/Exporter'),
    ]);

    const hidden = menus();
    hidden.withoutForClientType = { Individual: [] };
    expect((await publish('menus', hidden)).json().message).toBe(notALabel('0', '/withoutForClientType/Individual/0'));
    expect(apps.declarations.version('menus', 'auth.menus')).toBe(0);
  });

  it("reports a label that is not a text and a change that is not a label in the lab's check", async () => {
    const edited = menus();
    edited.menus['Client Exporter'][0].title = 42;
    edited.menus['Client Exporter'][1].icon_id = 'alerts';
    const registries = { widgets: [], rules: [], actions: [], transforms: [] };
    const res = await lab('check', { kind: 'menus', declaration: edited, registries });
    expect(res.statusCode, res.body).toBe(200);
    const problems = res.json().data.problems as { pointer: string; message: string }[];
    expect(problems.map((problem) => problem.pointer)).toContain('/menus/Client Exporter/0/title');
    expect(problems).toContainEqual({
      pointer: '/menus/Client Exporter/1/icon_id',
      message: notALabel('icon_id', '/menus/Client Exporter/1/icon_id'),
    });
  });

  it('sends a published label at the next sign-in, in the privileges and on System Config, in every process', async () => {
    const before = apps.declarations.stamp;
    const edited = menus();
    edited.menus['Client Exporter'][0].title = 'My Dashboard';
    const config = edited.menus['Client Back-office Admin'].find((entry: Data) => entry.id === 'admin-service');
    config.children[0].description = 'Invite the people who work with you';
    const impact = (await lab('impact', { kind: 'menus', declaration: edited })).json().data;
    expect(impact.failing).toBe(0);
    expect(impact.uses.routes.map((route: { path: string }) => route.path)).toContain('/dashboard');
    // Another process on the same database, which takes the publish by its poll.
    const other = await openDeclarationsInForce(apps.db, { pollMs: 50 });
    const res = await publish('menus', edited);
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(other.menus().menus['Client Exporter'][0].title).toBe('My Dashboard'), {
      timeout: 5000,
    });
    other.close();
    expect(res.json().data.diff).toContainEqual({
      op: 'replace',
      path: '/menus/Client Exporter/0/title',
      value: 'My Dashboard',
    });
    expect(apps.declarations.stamp).not.toBe(before);
    expect((await signedInMenu())[0]).toMatchObject({ id: 'dashboard', title: 'My Dashboard', path: '/dashboard' });
    const exporter = await tokenFor(apps.db, 'exporter@demo.test', 'client');
    expect((await call(apps.client, exporter, 'GET', '/api/auth/privileges')).json().data[0].title).toBe(
      'My Dashboard',
    );
    const owner = await freshClient(apps.db, { status: 'Approved', role: 'Client Back-office Admin' });
    const entries = (await call(apps.client, owner.token, 'GET', '/api/client-config/entries')).json().data;
    expect(entries[0]).toMatchObject({ id: 'users', description: 'Invite the people who work with you' });
    // The menus are sent by the server, never as a module.
    expect(
      (await apps.client.inject('/api/declarations-in-force')).json().data.modules['menus:auth.menus'],
    ).toBeUndefined();
  });

  it("restores the file's label by a rollback to version 0", async () => {
    const res = await lab('rollback', { kind: 'menus', id: 'auth.menus', version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.version).toBe(2);
    expect((await signedInMenu())[0].title).toBe('View Dashboard');
    const history = await apps.admin.inject({
      url: '/api/schema-lab/versions?kind=menus&id=auth.menus',
      headers: bearer(apps.analyst),
    });
    expect(history.json().data.map((version: { version: number }) => version.version)).toEqual([0, 1, 2]);
  });
});

describe("the tours' texts", () => {
  it('refuses a changed route, target or end, naming the key and its pointer', async () => {
    const edited = tours();
    edited.tours.default.steps[0].route = '/transactions';
    edited.tours.default.steps[1].target = 'transactions';
    edited.tours.default.finishTo = '/dashboard';
    const res = await publish('tours', edited);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(notAText('finishTo', '/tours/default/finishTo'));
    expect(res.json().data.errors.map((error: { field: string }) => error.field)).toEqual([
      '/tours/default/finishTo',
      '/tours/default/steps/0/route',
      '/tours/default/steps/1/target',
    ]);
    const fewer = tours();
    fewer.tours.default.steps.pop();
    expect((await publish('tours', fewer)).json().message).toBe(
      notAText(String(fewer.tours.default.steps.length), `/tours/default/steps/${fewer.tours.default.steps.length}`),
    );
  });

  it('serves a published text as a module named in the set in force', async () => {
    const edited = tours();
    edited.tours['Service Exporter'].steps[0].title = 'Your payment requests';
    edited.tours['Service Exporter'].steps[0].text = 'Every request you send abroad, in one list.';
    const res = await publish('tours', edited);
    expect(res.statusCode, res.body).toBe(200);
    const { stamp, modules } = (await apps.client.inject('/api/declarations-in-force')).json().data;
    expect(stamp).toBe(apps.declarations.stamp);
    expect(modules['tours:tours']).toMatch(/^\/published\/tours\/tours\.1\.[0-9a-f]{12}\.js$/);
    const served = await apps.importServed(modules['tours:tours']);
    expect(served.declaration.tours['Service Exporter'].steps[0]).toEqual({
      ...tours().tours['Service Exporter'].steps[0],
      title: 'Your payment requests',
      text: 'Every request you send abroad, in one list.',
    });
    const lists = await apps.admin.inject({ url: '/api/schema-lab/declarations', headers: bearer(apps.analyst) });
    expect(lists.json().data.tours.json.tours['Service Exporter'].steps[0].title).toBe('Your payment requests');
  });
});
