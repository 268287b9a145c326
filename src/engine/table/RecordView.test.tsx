// The engine's row actions that ask first and then open a form, a row's record with its timeline, per-console columns
// and an options source, on the real Reversals declaration (spec 3 section 2.6).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as reversals from 'virtual:table/reversals';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { RuleContext } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { MasterTable } from './MasterTable';

const ROWS = [
  { depositId: 'KTX-1', reversalId: null, date: Date.UTC(2026, 9, 1), amount: 100, currency: 'USD', status: null },
  {
    depositId: 'KTX-2',
    reversalId: 'RV2',
    date: Date.UTC(2026, 9, 2),
    amount: 200,
    currency: 'GBP',
    status: 'SENT_TO_REVERSAL',
    cstatus: 'REVERSAL_INPROGRESS',
    clientName: 'Kaveri Textiles Pvt Ltd',
    partnerDepositId: 'XFD-KTX-2',
  },
];
const DETAIL = {
  ...ROWS[1],
  remarks: 'Paid twice',
  remarkHistory: [
    { status: 'REVERSAL_INPROGRESS', created: Date.UTC(2026, 9, 3), remarks: 'Paid twice', description: 'Requested' },
    { status: 'REVERSED', created: Date.UTC(2026, 9, 4), remarks: null, description: 'Reversed by the partner' },
  ],
};
/** Stands in for the app's remote select (the engine knows no widget of the app). */
const CustomerStub = ({ id, label }: { id: string; label: string }) => <input id={id} aria-label={label} />;
const CLIENT: RuleContext = { console: 'client', role: 'Client Back-office Admin', clientStatus: 'Approved' };

const show = (context: RuleContext) => {
  const call = vi.fn(async (action: string) =>
    action === 'reversals.list'
      ? ROWS
      : action === 'reversals.currencies'
        ? [{ label: 'EUR', value: 'EUR' }]
        : action === 'reversals.details'
          ? DETAIL
          : [],
  );
  renderWithEngine(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MasterTable table={reversals} />
    </SWRConfig>,
    { call, context, widgets: { 'remote-select': CustomerStub } },
  );
  return { call, user: userEvent.setup() };
};

describe('Reversals on the engine', () => {
  it("shows the client cstatus, none of the admin's columns, and no 'Sent To Reversal' filter", async () => {
    show(CLIENT);
    expect(await screen.findByText('KTX-2')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
    expect(headers).not.toContain('Client');
    expect(headers).not.toContain('Partner Deposit ID');
    expect(screen.getByRole('row', { name: /KTX-2/ })).toHaveTextContent('Reversal In Progress');
    expect(await screen.findByRole('radiogroup', { name: 'Status' })).not.toHaveTextContent('Sent To Reversal');
  });

  it("shows the Admin the status and the admin's columns", async () => {
    show({ console: 'admin', role: 'Admin' });
    expect(await screen.findByText('XFD-KTX-2')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /KTX-2/ })).toHaveTextContent('Sent To Reversal');
    expect(await screen.findByRole('radiogroup', { name: 'Status' })).toHaveTextContent('Sent To Reversal');
  });

  it('offers the currencies its options source answers', async () => {
    const { call, user } = show(CLIENT);
    await screen.findByText('KTX-2');
    await user.click(screen.getByRole('textbox', { name: 'Currency' }));
    expect(await screen.findByRole('option', { name: 'EUR' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'GBP' })).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('reversals.currencies');
  });

  it('asks first, then opens the form; No closes without a form', async () => {
    const { user } = show(CLIENT);
    const row = (await screen.findByText('KTX-1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Reversal' }));
    const question = await screen.findByRole('dialog', { name: 'Reversal' });
    expect(question).toHaveTextContent('Are you really want to reverse this payment?');
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Reversal' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reversal' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Reverse Transaction' })).toBeInTheDocument();
  });

  it('offers Reversal only on a row with no reversal, and View on every row', async () => {
    show(CLIENT);
    const free = (await screen.findByText('KTX-1')).closest('tr')!;
    const taken = screen.getByText('KTX-2').closest('tr')!;
    expect(within(free).getByRole('button', { name: 'Reversal' })).toBeEnabled();
    expect(within(free).getByRole('button', { name: 'View' })).toBeEnabled();
    expect(within(taken).getByRole('button', { name: 'Reversal' })).toBeDisabled();
    expect(within(taken).getByRole('button', { name: 'View' })).toBeEnabled();
  });

  it("shows the record the source answers for the row, its timeline coloured by status, without the Admin's panel", async () => {
    const { call, user } = show(CLIENT);
    const row = (await screen.findByText('KTX-2')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reversal Details' });
    expect(await within(dialog).findByText('Reversed by the partner')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('reversals.details', { depositId: 'KTX-2', reversalId: 'RV2' });
    const entries = dialog.querySelectorAll('[data-status]');
    expect([...entries].map((entry) => [entry.getAttribute('data-status'), entry.getAttribute('data-color')])).toEqual([
      ['REVERSAL_INPROGRESS', '#ffbf00'],
      ['REVERSED', 'green'],
    ]);
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });
});
