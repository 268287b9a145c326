// schemas:check proves a step's bind names a declared entity and a path that entity has.
import { describe, expect, it } from 'vitest';
import { checkDeclarations } from './check';
import { bindProblem } from './check-bind';
import type { Declarations } from './load';

const registry = {
  common: { $id: 'common', $defs: { name: { type: 'string' as const } } },
  client: {
    $id: 'client',
    type: 'object' as const,
    properties: {
      businessInformation: { type: 'object' as const, properties: { legalName: { $ref: 'common#/$defs/name' } } },
      stakeHolders: { type: 'array' as const, items: { $ref: '#/$defs/holder' } },
    },
    $defs: { holder: { type: 'object' as const, properties: { name: { type: 'string' as const } } } },
  },
};

describe('bindProblem', () => {
  it.each([
    'client#/businessInformation',
    'client#/businessInformation/legalName',
    'client#/stakeHolders',
    'client#/stakeHolders/name',
    'client#/stakeHolders/0/name',
  ])('accepts %s', (bind) => {
    expect(bindProblem(bind, registry)).toBeUndefined();
  });

  it.each([
    [
      'a part the entity lacks',
      'client#/businessInformaton',
      'entity "client" has no "/businessInformaton" (did you mean "businessInformation"?)',
    ],
    [
      'a field of a list item it lacks',
      'client#/stakeHolders/nam',
      'entity "client" has no "/stakeHolders/nam" (did you mean "name"?)',
    ],
    [
      'an undeclared entity',
      'clent#/businessInformation',
      'bind names entity "clent", which no file under schemas/entities declares (did you mean "client"?)',
    ],
    ['no path', 'client', 'bind "client" is not "<entity>#/<path>"'],
  ])('names %s', (_name, bind, message) => {
    expect(bindProblem(bind, registry)).toBe(message);
  });

  it('is reported with the wizard file and the step pointer', () => {
    const declarations = {
      root: '/',
      shared: Object.entries(registry).map(([id, json]) => ({ file: `schemas/entities/${id}.json`, json })),
      forms: [],
      tables: [],
      wizards: [
        {
          file: 'schemas/wizards/w.wizard.json',
          json: { id: 'w', title: 'W', steps: [{ id: 'one', title: 'One', bind: 'client#/businessInfo' }] },
        },
      ],
      flows: [],
      unreadable: [],
    } as unknown as Declarations;
    const registries = { widgets: [], rules: [], actions: [], transforms: [], screenTables: [] };
    expect(checkDeclarations(declarations, registries)).toContainEqual({
      file: 'schemas/wizards/w.wizard.json',
      pointer: '/steps/0/bind',
      message: 'entity "client" has no "/businessInfo"',
    });
  });
});
