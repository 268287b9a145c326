// A row action's declared state and submit values, filled from the row.
import { describe, expect, it } from 'vitest';
import list from '../../../schemas/tables/onboarding-list.table.json';
import payments from '../../../schemas/wizards/onboarding-payments.wizard.json';
import service from '../../../schemas/wizards/onboarding-service.wizard.json';
import documentation from '../../../schemas/wizards/onboarding-documentation.wizard.json';
import { selectFor, type When } from '../core/when';
import type { Engine } from '../EngineContext';
import { fillFromRow, navigateTo } from './row-navigation';

describe('fillFromRow', () => {
  const row = {
    clientId: 'CL1007',
    clientType: 'Individual',
    clientPurpose: null,
    amount: 12,
    payer: { name: 'Acme' },
  };

  it('fills placeholders inside a text', () => {
    expect(fillFromRow({ label: 'Client {clientId} of {payer.name}' }, row)).toEqual({
      label: 'Client CL1007 of Acme',
    });
  });

  it('gives a value that is one placeholder the field as it is: a number stays a number, none is null', () => {
    expect(fillFromRow({ amount: '{amount}', purpose: '{clientPurpose}', missing: '{nowhere}' }, row)).toEqual({
      amount: 12,
      purpose: null,
      missing: null,
    });
  });
});

describe('navigateTo', () => {
  const went = (navigate: string, row: Record<string, unknown>) => {
    const paths: string[] = [];
    navigateTo(
      { navigate: (path: string) => void paths.push(path) } as unknown as Engine,
      { id: 'open', label: 'Open', navigate },
      row,
    );
    return paths[0];
  };

  it("goes to a row's own app path as it is when the path is one placeholder (System Config's entries)", () => {
    expect(went('{path}', { path: '/admin-service/accounts' })).toBe('/admin-service/accounts');
  });

  it('encodes a placeholder inside a path, and a value that is no app path', () => {
    expect(went('/onboarding-list/{clientId}', { clientId: 'a/b' })).toBe('/onboarding-list/a%2Fb');
    expect(went('{path}', { path: '//evil.example/x' })).toBe('%2F%2Fevil.example%2Fx');
    expect(went('{path}', { path: 'https://evil.example' })).toBe('https%3A%2F%2Fevil.example');
  });
});

describe("the client onboarding list's Onboarding action", () => {
  const action = list.rowActions.find((candidate) => candidate.id === 'onboarding')!;
  const wizards = [payments, service, documentation] as { id: string; when?: When }[];
  const opened = (row: Record<string, unknown>) => {
    const state = fillFromRow(action.state!, row) as { purpose: string | null; clientType: string | null };
    return selectFor(wizards, { console: 'admin', role: 'Admin', purpose: state.purpose, clientType: state.clientType })
      ?.id;
  };

  it.each([
    ['a company', { clientId: 'CL1005', clientType: 'Business', clientPurpose: 'payments' }, 'onboarding-payments'],
    [
      'an individual',
      { clientId: 'CL1007', clientType: 'Individual', clientPurpose: 'payments' },
      'onboarding-service',
    ],
    [
      'a documentation client',
      { clientId: 'CL1009', clientType: 'Business', clientPurpose: 'documentation' },
      'onboarding-documentation',
    ],
    ['an individual with no stored purpose', { clientId: 'CL2000', clientType: 'Individual' }, 'onboarding-service'],
  ])("opens %s's own wizard", (_who, row, wizard) => {
    expect(opened(row)).toBe(wizard);
  });
});
