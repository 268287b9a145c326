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

describe('the fields of a bound form', () => {
  const entity = {
    $id: 'client',
    type: 'object' as const,
    properties: {
      basic: { type: 'object' as const, properties: { legalName: { type: 'string' as const } } },
      business: { type: 'object' as const, properties: { city: { type: 'string' as const } } },
      stakeHolders: { type: 'array' as const, items: { $ref: '#/$defs/holder' } },
    },
    $defs: { holder: { type: 'object' as const, properties: { name: { type: 'string' as const } } } },
  };
  const problemsOf = (forms: Record<string, Record<string, unknown>>, steps: unknown[], shared = entity) => {
    const declarations = {
      root: '/',
      shared: [{ file: 'schemas/entities/client.json', json: shared }],
      forms: Object.entries(forms).map(([id, properties]) => ({
        file: `schemas/onboarding/${id}.form.json`,
        json: { id, schema: { type: 'object', properties } },
      })),
      tables: [],
      wizards: [{ file: 'schemas/wizards/w.wizard.json', json: { id: 'w', title: 'W', steps } }],
      flows: [],
      unreadable: [],
    } as unknown as Declarations;
    const registries = { widgets: [], rules: [], actions: [], transforms: [], screenTables: [] };
    return checkDeclarations(declarations, registries).filter(
      (problem) => problem.pointer.endsWith('/bind') || problem.file.includes('/entities/'),
    );
  };
  const text = { type: 'string' };

  it('names both files and the field a bound form declares but no part of the entity keeps', () => {
    const problems = problemsOf({ business: { city: text, webSite: text } }, [
      { id: 'one', title: 'One', form: 'business', bind: 'client#/business' },
    ]);
    expect(problems).toEqual([
      {
        file: 'schemas/wizards/w.wizard.json',
        pointer: '/steps/0/bind',
        message:
          'field "webSite" of form "business" (schemas/onboarding/business.form.json) is in no part of schemas/entities/client.json that "client#/business" saves: a save would drop it; declare it in one part, or mark it "x-transient" in the form',
      },
    ]);
  });

  it('accepts a field of another object part (a save splits the data among them) and a transient field', () => {
    const problems = problemsOf(
      { business: { city: text, legalName: text, again: { ...text, 'x-transient': true } } },
      [{ id: 'one', title: 'One', form: 'business', bind: 'client#/business' }],
    );
    expect(problems).toEqual([]);
  });

  it("holds a collection's forms to the list item's fields, not the object parts'", () => {
    const problems = problemsOf({ holder: { name: text, city: text } }, [
      {
        id: 'kyc',
        title: 'KYC',
        bind: 'client#/stakeHolders',
        collection: { field: 'stakeHolders', sections: [{ type: 'owner', title: 'Owner', form: 'holder' }] },
      },
    ]);
    expect(problems.map((problem) => problem.message)).toEqual([
      'field "city" of form "holder" (schemas/onboarding/holder.form.json) is in no part of schemas/entities/client.json that "client#/stakeHolders" saves: a save would drop it; declare it in one part, or mark it "x-transient" in the form',
    ]);
  });

  it('refuses a field two object parts declare: a field belongs to exactly one part', () => {
    const twice = {
      ...entity,
      properties: {
        ...entity.properties,
        business: { type: 'object' as const, properties: { city: text, legalName: text } },
      },
    };
    expect(problemsOf({}, [], twice as typeof entity)).toEqual([
      {
        file: 'schemas/entities/client.json',
        pointer: '/properties/business/properties/legalName',
        message: 'field "legalName" is in parts "basic" and "business": a field must belong to exactly one part',
      },
    ]);
  });
});
