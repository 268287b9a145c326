// A table with a draft (the client detail's Fees): rows added, updated and removed in the browser with their messages,
// a dialog's rules seeing the other rows, the draft's checks before Submit, and one submit with every row.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import * as fees from 'virtual:table/client-fees';
import { describe, expect, it, vi } from 'vitest';
import { preloadWidgets, widgets } from '../../widgets';
import { rules } from '../../rules';
import { renderWithEngine } from '../test-engine';
import DraftTable from './DraftTable';

const SAVED = [
  { feeType: 'Payout Fee', sourceCurrency: 'ANY', destinationCurrency: 'ANY', variable: 1, fixed: 0, minimum: 0 },
];

const show = () => {
  const call = vi.fn(async (action: string, _payload?: unknown) =>
    action === 'clientDetail.fees' ? SAVED : { message: 'Payout fees/fx saved successfully.' },
  );
  renderWithEngine(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DraftTable table={fees} params={{ clientId: 'CL1010' }} />
    </SWRConfig>,
    { call, rules, widgets, context: { console: 'admin', role: 'Admin' } },
  );
  return { call, user: userEvent.setup() };
};

/** Picks an option of a Mantine select in the dialog. */
const choose = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) => {
  await user.click(await within(await screen.findByRole('dialog')).findByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('DraftTable', () => {
  it('keeps changes local with their messages, checks them on Submit and sends every row once', async () => {
    await preloadWidgets();
    const { call, user } = show();
    await screen.findByText('Payout Fee');
    expect(screen.getAllByRole('cell', { name: '*' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Please add atleast one ANY to ANY record for payout fees and payout fx fees'),
    ).toBeInTheDocument();

    // The dialog's rule sees the saved row: the same pair and type is refused.
    await user.click(screen.getByRole('button', { name: 'Add Fees & FX' }));
    await choose(user, /^Fees Type/, 'Payout Fee');
    await choose(user, /^Source Currency/, 'ANY');
    await choose(user, /^Destination Currency/, 'ANY');
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Variable/ }), '2');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Currency combination does already exist. Please select different currency.'),
    ).toBeInTheDocument();
    await choose(user, /^Fees Type/, 'Payout Fx');
    await choose(user, /^Reference Rate/, 'Mid Market');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout fees/fx added successfully')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('clientDetail.saveFees', expect.anything());

    // Edit replaces the row; Remove asks, then drops it.
    const fxRow = screen.getByText('Payout Fx').closest('tr')!;
    await user.click(within(fxRow).getByRole('button', { name: 'Edit' }));
    const variable = await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Variable/ });
    await user.clear(variable);
    await user.type(variable, '0.5');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout fees/fx updated successfully')).toBeInTheDocument();
    expect(screen.getByText('0.5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('clientDetail.saveFees', {
        clientId: 'CL1010',
        rows: [
          expect.objectContaining({ feeType: 'Payout Fee', variable: 1 }),
          expect.objectContaining({ feeType: 'Payout Fx', variable: 0.5, referenceRate: 'mid_market' }),
        ],
      }),
    );
    expect(await screen.findByText('Payout fees/fx saved successfully.')).toBeInTheDocument();

    const feeRow = screen.getAllByText('Payout Fee')[0].closest('tr')!;
    await user.click(within(feeRow).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Yes|Confirm|Remove/ }));
    expect(await screen.findByText('Payout fee/fx removed successfully')).toBeInTheDocument();
    expect(screen.queryByText('Payout Fee')).not.toBeInTheDocument();
  });
});
