// The names a publish accepts cover every shipped declaration: each form, table and wizard as its file holds it passes
// the check's name lookups, so publishing one with a label changed is never refused for a name.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDeclarations } from '../../src/engine/build/check';
import { loadDeclarations } from '../../src/engine/build/load';
import { registeredNames } from './registered';

const declarations = loadDeclarations(fileURLToPath(new URL('../..', import.meta.url)));

describe('registeredNames', () => {
  it('names every widget, rule, action, transform and panel the shipped declarations use', () => {
    const problems = checkDeclarations(declarations, { ...registeredNames(declarations), screenTables: [] });
    expect(problems.filter((problem) => /registry|transform/.test(problem.message))).toEqual([]);
  });

  it("offers each declared resource's actions", () => {
    const resource = { file: 'schemas/entities/things.json', json: { $id: 'things', 'x-resource': {} } };
    const actions = registeredNames({ ...declarations, shared: [...declarations.shared, resource] }).actions;
    expect(actions).toEqual(expect.arrayContaining(['resources.things.list', 'resources.things.remove']));
  });
});
