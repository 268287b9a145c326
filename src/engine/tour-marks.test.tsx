// The demo tour finds what declared screens draw by name: a table and its toolbar actions, a wizard's steps and a
// dashboard.
import { screen } from '@testing-library/react';
import * as address from 'virtual:form/examples.address';
import * as contact from 'virtual:form/examples.contact';
import * as hsCode from 'virtual:table/hs-code';
import { declaration as example } from 'virtual:wizard/examples.contact';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { Dashboard } from './dashboard/Dashboard';
import { MasterTable } from './table/MasterTable';
import { renderWithEngine } from './test-engine';
import { Wizard } from './wizard/Wizard';

const marked = (name: string) => document.querySelector(`[data-tour="${name}"]`);

describe('tour marks', () => {
  it('marks a table as its id and each toolbar action as <table>-<action>', async () => {
    renderWithEngine(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MasterTable table={hsCode} />
      </SWRConfig>,
      { call: async () => [], context: { console: 'admin', role: 'Admin' } },
    );
    const add = await screen.findByRole('button', { name: 'Add HS Code' });
    expect(marked('hs-code')).toContainElement(add);
    expect(marked('hs-code-add')).toBe(add);
  });

  it('marks a dashboard as its id, with or without panels for the caller', () => {
    renderWithEngine(
      <Dashboard dashboard={{ id: 'dashboard', title: 'Dashboard', empty: 'Nothing here', panels: [] }} />,
      {
        context: { console: 'client', role: 'Client Exporter' },
      },
    );
    expect(marked('dashboard')).toContainElement(screen.getByRole('heading', { name: 'Dashboard' }));
  });

  it("marks each of a wizard's steps as <wizard>-<step>", async () => {
    renderWithEngine(
      <Wizard
        wizard={example}
        forms={{ 'examples.contact': contact, 'examples.address': address }}
        owner="US1"
        onNavigate={() => undefined}
      />,
      {
        context: { console: 'client', role: 'Client Exporter', clientStatus: null },
        call: async () => ({}),
        rules: { gstForBusiness: () => ({}) } as never,
      },
    );
    expect(await screen.findByRole('button', { name: /Address$/ })).toBe(marked('examples.contact-address'));
    for (const step of example.steps) expect(marked(`examples.contact-${step.id}`)).not.toBeNull();
  });
});
