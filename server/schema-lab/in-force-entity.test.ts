// Issue 34: an entity's parts kept as a client's JSON document are published from the Schema Lab: only their fields
// may change, the impact validates the stored part against the new one, and the server keeps and answers the fields
// of the entity in force (a new field's default, the part it is kept in) with no deploy; a rollback takes it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/test-onboarding';
import { openInForceApps, type InForceApps } from '../testing/test-in-force';
import { fileVersion } from './publish';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits an entity of any shape
type Data = Record<string, any>;

let apps: InForceApps;

const client = (): Data => structuredClone(fileVersion('entity', 'client').document);
const publish = (declaration: Data, confirm?: { reason: string }) =>
  apps.lab('publish', { kind: 'entity', declaration, comment: 'Export licence kept with the business', confirm });

/** The client entity with exportLicence in its business part (a string of at most 50, `default` when not saved). */
function withExportLicence(required = false): Data {
  const entity = client();
  const part = entity.properties.businessInformation;
  part.properties.exportLicence = { type: 'string', maxLength: 50, default: 'Not given' };
  if (required) part.required = [...(part.required ?? []), 'exportLicence'];
  return entity;
}

/** The clients whose business details are stored. */
async function withBusiness(): Promise<number> {
  const { rows } = await apps.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM onboarding WHERE business IS NOT NULL AND business <> '{}'::jsonb",
  );
  return rows[0]!.count;
}

beforeAll(async () => {
  apps = await openInForceApps();
});
afterAll(() => apps.close());

describe('an entity published from the lab', () => {
  it('is listed by the lab with the entities whose parts are JSON documents, and no other', async () => {
    const res = await apps.admin.inject({
      url: '/api/schema-lab/declarations',
      headers: { authorization: `Bearer ${apps.analyst}` },
    });
    const ids = res.json().data.entities.map((entry: { json: { $id: string } }) => entry.json.$id);
    expect(ids).toEqual(['client']);
  });

  it('refuses any change outside the fields of its document parts, by pointer', async () => {
    const entity = client();
    entity.title = 'Another title';
    entity.properties.stakeHolders.description = 'Owners';
    const res = await publish(entity);
    expect(res.statusCode).toBe(400);
    const messages = res.json().data.errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual([
      'Only the fields of the parts kept as a JSON document (bacicInformation, businessInformation) may be published; ' +
        '/title needs a review and a deploy',
      'Only the fields of the parts kept as a JSON document (bacicInformation, businessInformation) may be published; ' +
        '/properties/stakeHolders/description needs a review and a deploy',
    ]);
  });

  it('refuses a change to where a part is kept (a secured key), even inside a document part', async () => {
    const entity = client();
    entity.properties.businessInformation['x-stored'] = 'basic';
    const res = await publish(entity);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('x-stored');
  });

  it('counts the stored business parts a new required field would refuse, and asks for a reason', async () => {
    const stored = await withBusiness();
    expect(stored).toBeGreaterThan(0);
    const impact = (await apps.lab('impact', { kind: 'entity', declaration: withExportLicence(true) })).json().data;
    expect(impact).toMatchObject({ binds: ['client#/businessInformation'], checked: stored, failing: stored });
    expect(impact.reasons).toContainEqual(
      expect.objectContaining({ field: 'exportLicence', keyword: 'required', count: stored }),
    );
    expect(impact.uses.routes.map((route: { path: string }) => route.path)).toContain('/onboarding');
    const res = await publish(withExportLicence(true));
    expect(res.statusCode).toBe(409);
  });

  it('keeps and answers the fields of the entity in force: a new field with its default, and a rollback', async () => {
    const published = await publish(withExportLicence());
    expect(published.statusCode, published.body).toBe(200);
    const fresh = await apps.clientInOnboarding();
    expect((await apps.saveBusiness(fresh)).json()).toMatchObject({ responseCode: 200 });
    const read = async () =>
      (await call(apps.client, fresh.token, 'GET', '/api/onboarding/client')).json().data.businessInformation;
    expect((await read()).exportLicence).toBe('Not given');

    const rolledBack = await apps.lab('rollback', { kind: 'entity', id: 'client', version: 0 });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect((await read()).exportLicence).toBeUndefined();
  });
});
