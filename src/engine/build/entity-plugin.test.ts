// The browser's actions import an entity without its root's documentation; every other importer reads the file.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityPlugin, shippedEntity } from './entity-plugin';

const plugin = entityPlugin();
const resolveId = (id: string, importer: string) =>
  (plugin.resolveId as (id: string, importer: string) => string | null).call({}, id, resolve(importer));
const load = (id: string) => (plugin.load as (id: string) => string | null).call({ addWatchFile: () => undefined }, id);

describe('an entity as the browser reads it', () => {
  it("serves the actions' import of an entity file as the file without its root's title and description", () => {
    const id = resolveId('../../../schemas/entities/client.json', 'src/api/actions/onboarding.ts');
    expect(id).toBe('\0virtual:entity/client');
    const served = load(id!)!;
    const written = JSON.parse(readFileSync('schemas/entities/client.json', 'utf8')) as Record<string, unknown>;
    const { title, description, ...rest } = written;
    expect([title, description].every(Boolean)).toBe(true);
    expect(JSON.parse(served.replace(/^export default /, '').replace(/;\s*$/, ''))).toEqual(rest);
  });

  it('leaves any other importer the file as written', () => {
    expect(resolveId('../../../schemas/entities/masters.json', 'src/pages/schema-lab/SchemaLabPage.test.tsx')).toBe(
      null,
    );
  });

  it('keeps a property named title or description, and every field’s own', () => {
    const text = JSON.stringify({ title: 'Doc', properties: { title: { type: 'string', description: 'Shown' } } });
    expect(JSON.parse(shippedEntity(text))).toEqual({
      properties: { title: { type: 'string', description: 'Shown' } },
    });
  });
});
