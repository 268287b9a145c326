// Issue 34 beyond forms: the analyst publishes the message catalogue (a text every declaration naming it then shows,
// served anew, and a key a form may then name), a flow and a page; the catalogue's refusals (a text the code shows, a
// key still named, a value that is not a text) and a new field nothing would store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInForceApps, type InForceApps } from '../testing/test-in-force';
import { fileVersion } from './publish';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits declarations of any shape
type Data = Record<string, any>;

const FILL = 'Please fill every required field';
const TOO_LONG = 'Export Licence can have at most 50 characters';

let apps: InForceApps;

const shipped = (kind: 'form' | 'flow' | 'page' | 'catalogue', id: string): Data =>
  structuredClone(fileVersion(kind, id).document);
const catalogue = (): Data => shipped('catalogue', 'messages.en-GB');

const lab = (url: string, payload: object) => apps.lab(url, payload);
const publish = (kind: string, declaration: Data) =>
  lab('publish', { kind, declaration, comment: `A change to a ${kind}` });

/** The business step naming a catalogue key for exportLicence's limit. */
function businessNamingTooLong(): Data {
  const form = shipped('form', 'onboarding.business');
  form.schema.properties.exportLicence = {
    type: 'string',
    title: 'Export Licence',
    maxLength: 50,
    errorMessage: { maxLength: 'msg:onboarding.exportLicence.tooLong' },
  };
  form.ui['ui:order'].push('exportLicence');
  return form;
}

const modules = async (): Promise<Record<string, string>> =>
  (await apps.client.inject('/api/declarations-in-force')).json().data.modules;

beforeAll(async () => {
  apps = await openInForceApps();
});
afterAll(() => apps.close());

describe('the message catalogue', () => {
  it('refuses a form naming a key the catalogue in force lacks', async () => {
    const res = await publish('form', businessNamingTooLong());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('onboarding.exportLicence.tooLong');
  });

  it('refuses a change to a text the code shows, naming where the code shows it', async () => {
    const next = catalogue();
    next['common.saved'] = 'Stored';
    const res = await publish('catalogue', next);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^Not published: \/common\.saved: The message common\.saved is shown by code \(\S+\.tsx?:\d+\): a change to it needs a review and a deploy$/,
    );
  });

  it('refuses removing a key a declaration names, and a value that is not a text', async () => {
    const next = catalogue();
    delete next['onboarding.finish.title'];
    next['onboarding.finish.text'] = 42;
    const res = await publish('catalogue', next);
    expect(res.statusCode).toBe(400);
    const messages = res.json().data.errors.map((error: { message: string }) => error.message);
    expect(messages).toContain(
      'Not published: /onboarding.finish.text: Each message must be a text of 1 to 2000 characters',
    );
    expect(messages).toContain(
      'Not published: /onboarding.finish.title: The message onboarding.finish.title is named by ' +
        'schemas/wizards/onboarding-documentation.wizard.json at /finishDialog/title: it cannot be removed',
    );
  });

  it('publishes a text only declarations name: every declaration naming it shows it, served anew and validated with', async () => {
    const before = apps.declarations.stamp;
    const next = catalogue();
    next['common.fillRequired'] = FILL;
    next['onboarding.exportLicence.tooLong'] = TOO_LONG;
    const impact = (await lab('impact', { kind: 'catalogue', declaration: next })).json().data;
    expect(impact.failing).toBe(0);
    expect(impact.uses.declarations).toContainEqual({
      kind: 'form',
      id: 'onboarding.business',
      pointer: '/invalidMessage',
    });
    expect(impact.uses.routes.map((route: { path: string }) => route.path)).toContain('/onboarding');
    const res = await publish('catalogue', next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.diff).toContainEqual({ op: 'replace', path: '/common.fillRequired', value: FILL });
    expect(apps.declarations.stamp).not.toBe(before);
    expect(apps.declarations.form('onboarding.business').invalidMessage).toBe(FILL);
    const served = await modules();
    expect(served['form:onboarding.business']).toMatch(
      /^\/published\/form\/onboarding\.business\.0\.[0-9a-f]{12}\.js$/,
    );
    expect((await apps.importServed(served['form:onboarding.business']!)).declaration.invalidMessage).toBe(FILL);
    // A form no changed text concerns keeps its built module.
    expect(served['form:users.invite']).toBeUndefined();
  });

  it('lets a form name the key once the catalogue in force has it; the server refuses a long value with its text', async () => {
    const res = await publish('form', businessNamingTooLong());
    expect(res.statusCode, res.body).toBe(200);
    const form = apps.declarations.form('onboarding.business');
    expect(form.invalidMessage).toBe(FILL);
    const served = await apps.importServed((await modules())['form:onboarding.business']!);
    expect(served.declaration.schema.properties.exportLicence.errorMessage.maxLength).toBe(TOO_LONG);
    expect(served.validateFns).toBeDefined();
    const fresh = await apps.clientInOnboarding();
    const saved = await apps.saveBusiness(fresh, { exportLicence: 'L'.repeat(51) });
    expect(saved.json()).toEqual({
      responseCode: 400,
      message: TOO_LONG,
      data: { fields: { exportLicence: TOO_LONG } },
    });
  });

  it('cannot go back to the file while a published form names a key only the new catalogue has', async () => {
    const res = await lab('rollback', { kind: 'catalogue', id: 'messages.en-GB', version: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Not published: /onboarding.exportLicence.tooLong: The message onboarding.exportLicence.tooLong is named by ' +
        'schemas/onboarding/business.form.json at /schema/properties/exportLicence/errorMessage/maxLength: it cannot be removed',
    );
  });
});

describe('flows and pages', () => {
  it('serves a published flow and page as modules of their own', async () => {
    const flow = shipped('flow', 'auth.sign-in');
    flow.steps.identify.switches[0].label = 'Use my password instead';
    expect((await publish('flow', flow)).statusCode).toBe(200);
    const page = shipped('page', 'client-detail');
    page.back.label = 'Back to the onboarding list';
    expect((await publish('page', page)).statusCode).toBe(200);
    const served = await modules();
    expect(served['flow:auth.sign-in']).toMatch(/^\/published\/flow\/auth\.sign-in\.1\.[0-9a-f]{12}\.js$/);
    const signIn = await apps.importServed(served['flow:auth.sign-in']!);
    expect(signIn.declaration.steps.identify.switches[0].label).toBe('Use my password instead');
    const detail = await apps.importServed(served['page:client-detail']!);
    expect(detail.declaration.back.label).toBe('Back to the onboarding list');
  });
});

describe('a new field nothing would store', () => {
  it('is refused on a form no wizard binds to a part kept as a JSON document', async () => {
    const form = shipped('form', 'users.invite');
    form.schema.properties.nickname = { type: 'string', title: 'Nickname', maxLength: 20 };
    const res = await publish('form', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The new field nickname would not be stored: its form is not bound to a part kept as a JSON document (-); ' +
        'a new field there needs a review and a deploy',
    );
  });
});
