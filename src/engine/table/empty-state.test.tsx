// A declared table's empty state and polling, on the virtual accounts declaration: what the table could hold with
// its action (disabled with its reason for a client not approved), and asking again while a row is still in progress.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import * as accounts from 'virtual:table/virtual-accounts';
import { describe, expect, it, vi } from 'vitest';
import type { RuleContext } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { MasterTable } from './MasterTable';

const CURRENCIES = [
  { currency: 'USD', countryCode: 'US' },
  { currency: 'INR', countryCode: 'IN' },
  { currency: 'ARS', countryCode: 'AR' },
  { currency: 'GBP', countryCode: 'GB' },
];
const approved: RuleContext = { console: 'client', role: 'Client Exporter', clientStatus: 'Approved' };

const show = (list: () => unknown[], context: RuleContext = approved) => {
  const call = vi.fn(async (action: string) => (action === 'virtualAccounts.currencies' ? CURRENCIES : list()));
  renderWithEngine(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MasterTable table={accounts} />
    </SWRConfig>,
    { call, context },
  );
  return { call, user: userEvent.setup() };
};

describe('emptyState', () => {
  it('lists what the table could hold, with flags and without the excluded items, beside its action', async () => {
    const { user } = show(() => []);
    expect(await screen.findByText('No virtual accounts yet. Receive payments in these currencies:')).toBeVisible();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['🇺🇸 USD', '🇬🇧 GBP']);
    const create = screen.getByRole('button', { name: 'Create Virtual Accounts' });
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await screen.findByRole('dialog', { name: 'Add Virtual Account' })).toBeVisible();
  });

  it('disables the action for a client not approved yet and says why', async () => {
    show(() => [], { console: 'client', role: 'Client Exporter', clientStatus: 'Pending' });
    expect(await screen.findByRole('button', { name: 'Create Virtual Accounts' })).toBeDisabled();
  });
});

describe('pollWhile', () => {
  it('asks again while a row matches, and stops once none does', async () => {
    let issued = false;
    const { call } = show(() => [
      { currency: 'USD', countryCode: 'US', countryName: 'United States', status: issued ? 'active' : 'in_progress' },
    ]);
    expect(await screen.findByText('United States')).toBeVisible();
    issued = true;
    await waitFor(() => expect(screen.getByText(/active/i)).toBeVisible());
    const asked = call.mock.calls.filter(([action]) => action === 'virtualAccounts.list').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(call.mock.calls.filter(([action]) => action === 'virtualAccounts.list')).toHaveLength(asked);
  });
});
