// schemas:check names every role that schemas/auth/menus.json does not give a menu, wherever a declaration names it.
import { describe, expect, it } from 'vitest';
import { checkRoles, roleNames } from './check-roles';
import type { Declarations } from './load';

const menus = { file: 'schemas/auth/menus.json', json: { menus: { 'Client Exporter': [], Admin: [] } } };
const wizardFile = 'schemas/wizards/w.wizard.json';
const wizard = {
  id: 'w',
  title: 'W',
  when: [{ console: ['client'], role: ['Client Exportr', null] }],
  finishRole: 'Client Exporter',
  steps: [{ id: 'one', title: 'One', roles: ['Admn'] }],
};
const table = { id: 't', columns: [{ field: 'a', header: 'A', roles: ['Admin'] }] };
const tours = { file: 'schemas/tours.json', json: { asyncWaitMs: 1, tours: { default: {}, 'Service Exportr': {} } } };

const problems = (parts: Partial<Declarations> = {}) => {
  const found: { file: string; pointer: string; message: string }[] = [];
  checkRoles(
    {
      root: '/',
      shared: [],
      forms: [],
      tables: [{ file: 'schemas/tables/t.table.json', json: table }],
      wizards: [{ file: wizardFile, json: wizard }],
      flows: [],
      menus,
      tours,
      unreadable: [],
      ...parts,
    } as unknown as Declarations,
    (file, pointer, message) => found.push({ file, pointer, message }),
  );
  return found;
};

describe('checkRoles', () => {
  it('finds the roles of when clauses, roles lists and finishRole, skipping null', () => {
    expect([...roleNames(wizard)]).toEqual([
      ['Client Exportr', '/when/0/role/0'],
      ['Client Exporter', '/finishRole'],
      ['Admn', '/steps/0/roles/0'],
    ]);
    expect([...roleNames({ when: { role: ['Admin'] } })]).toEqual([['Admin', '/when/role/0']]);
  });

  it('names a when naming an unknown role, with file, pointer and guess', () => {
    expect(problems()).toContainEqual({
      file: wizardFile,
      pointer: '/when/0/role/0',
      message: 'role "Client Exportr" is not a role of schemas/auth/menus.json (did you mean "Client Exporter"?)',
    });
  });

  it('names an unknown role of a step and of a tour, and nothing else', () => {
    expect(problems()).toEqual([
      expect.objectContaining({ pointer: '/when/0/role/0' }),
      {
        file: wizardFile,
        pointer: '/steps/0/roles/0',
        message: 'role "Admn" is not a role of schemas/auth/menus.json (did you mean "Admin"?)',
      },
      {
        file: 'schemas/tours.json',
        pointer: '/tours/Service Exportr',
        message: 'role "Service Exportr" is not a role of schemas/auth/menus.json',
      },
    ]);
  });

  it('checks nothing without a menus file', () => {
    expect(problems({ menus: undefined })).toEqual([]);
  });
});
