// The engine's declaration types are generated from schemas/meta, and schemas:check fails while the file is stale.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declarationTypes, GENERATED_TYPES, staleTypes } from './declaration-types';

const root = process.cwd();
const meta = JSON.parse(readFileSync('schemas/meta/declarations.meta.json', 'utf8')) as Record<string, unknown>;

describe('declaration types', () => {
  it('names each kind and keeps each description as a doc comment', async () => {
    const code = await declarationTypes(meta, root);
    for (const name of ['FormDeclaration', 'TableDeclaration', 'WizardStep', 'FlowDeclaration', 'MenusDeclaration'])
      expect(code).toContain(`export interface ${name} {`);
    expect(code).toContain('Snackbar when a submit is refused because fields are missing or wrong; none by default.');
  });

  it('is current in the repository', async () => {
    expect(await staleTypes(meta, root)).toEqual([]);
  });

  it('is stale once a meta-schema gains a key', async () => {
    const changed = structuredClone(meta) as { $defs: { form: { properties: Record<string, unknown> } } };
    changed.$defs.form.properties.subtitle = { type: 'string', description: 'A line under the title.' };
    expect(await staleTypes(changed, root)).toEqual([
      { file: GENERATED_TYPES, pointer: '', message: 'is stale: the meta-schemas changed; run npm run schemas:types' },
    ]);
  });
});
