// The table features the back-office screens share, on the example payouts table: status counts, a default date range,
// row actions enabled or read-only by a row condition that open a declared form, and expandable detail sections.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import * as payouts from 'virtual:table/examples.payouts';
import { describe, expect, it, vi } from 'vitest';
import type { RuleContext } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { countBy, filterRows, initialFilterValues } from './filtering';
import { MasterTable } from './MasterTable';

const row = (payoutId: string, payoutStatus: string, payoutDate: string) => ({
  payoutId,
  beneficiary: `Beneficiary ${payoutId}`,
  bankName: 'HSBC UK',
  accountNumber: '12345678',
  amount: 1250000,
  currency: 'INR',
  fee: 2500,
  payoutDate,
  payoutStatus,
});
const ROWS = [
  row('PO-1', 'pending', '2025-04-03'),
  row('PO-2', 'settled', '2025-05-11'),
  row('PO-3', 'cancelled', '2025-06-20'),
  row('PO-4', 'rejected', '2025-07-02'),
  row('PO-5', 'pending', '2025-08-15'),
  // Before the declared default range (from 01/04/2025): not listed until the range is cleared.
  row('PO-0', 'pending', '2025-03-01'),
];

const show = (
  call = vi.fn(async (action: string) => (action === 'examples.payouts' ? ROWS : { message: 'Done' })),
  table = payouts,
  context: RuleContext = { console: 'admin', role: 'Admin' },
) => {
  renderWithEngine(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MasterTable table={table} />
    </SWRConfig>,
    { call, context },
  );
  return { call, user: userEvent.setup() };
};
const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (payoutId: string) => screen.getByText(payoutId).closest('tr')!;

describe('table features', () => {
  it('opens with the declared date range, from a fixed day until today', async () => {
    show();
    await screen.findByText('PO-1');
    expect(screen.queryByText('PO-0')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(initialFilterValues(payouts.declaration.filters!, '2026-01-31')).toEqual({
      payoutDate: ['2025-04-01', '2026-01-31'],
    });
  });

  it('counts the rows per status and filters by the chosen one', async () => {
    const { user } = show();
    await screen.findByText('PO-1');
    const status = await screen.findByRole('radiogroup', { name: 'Status' });
    expect(within(status).getByLabelText('All (5)')).toBeChecked();
    expect(within(status).getByLabelText('Pending (2)')).toBeInTheDocument();
    expect(within(status).getByLabelText('Cancelled (1)')).toBeInTheDocument();
    await user.click(within(status).getByLabelText('Pending (2)'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    // The other statuses keep their counts while one is chosen.
    expect(within(status).getByLabelText('Settled (1)')).toBeInTheDocument();
  });

  it('moves and chooses with the arrow keys, with one tab stop on the chosen status', async () => {
    const { user } = show();
    await screen.findByText('PO-1');
    const status = await screen.findByRole('radiogroup', { name: 'Status' });
    const all = within(status).getByLabelText('All (5)');
    expect(
      within(status)
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex === 0),
    ).toEqual([all]);
    all.focus();
    await user.keyboard('{ArrowRight}');
    const next = within(status).getAllByRole('radio')[1];
    expect(next).toHaveFocus();
    expect(next).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(status).getAllByRole('radio').at(-1)).toBeChecked();
  });

  it('counts only what the search leaves', async () => {
    const { user } = show();
    await screen.findByText('PO-1');
    await user.type(screen.getByRole('textbox', { name: 'Search Payouts (example)' }), 'PO-3');
    const status = await screen.findByRole('radiogroup', { name: 'Status' });
    await waitFor(() => expect(within(status).getByLabelText('All (1)')).toBeInTheDocument());
    expect(within(status).getByLabelText('Pending (0)')).toBeInTheDocument();
  });

  it('enables a row action only for rows matching its condition', async () => {
    show();
    await screen.findByText('PO-1');
    expect(within(rowOf('PO-3')).getByRole('button', { name: 'Reinitiate' })).toBeEnabled();
    for (const id of ['PO-1', 'PO-2', 'PO-4'])
      expect(within(rowOf(id)).getByRole('button', { name: 'Reinitiate' })).toBeDisabled();
  });

  it('asks for the reason in the declared dialog form, then submits it with the row values', async () => {
    const { user, call } = show();
    await screen.findByText('PO-3');
    await user.click(within(rowOf('PO-3')).getByRole('button', { name: 'Reinitiate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remark (example)' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Reason')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('examples.reinitiatePayout', expect.anything());
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Beneficiary bank was down');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'examples.reinitiatePayout',
        expect.objectContaining({ payoutId: 'PO-3', remark: 'Beneficiary bank was down' }),
      ),
    );
    expect(await screen.findByText('Done')).toBeInTheDocument();
  });

  it('opens the form read-only, without its submit, for rows its condition locks', async () => {
    const { user } = show();
    await screen.findByText('PO-2');
    await user.click(within(rowOf('PO-2')).getByRole('button', { name: 'Remark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remark (example)' });
    await within(dialog).findByRole('textbox', { name: /Reason/ });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('expands a row into its declared sections, dates dd/MM/yyyy and amounts in Indian grouping', async () => {
    const { user } = show();
    await screen.findByText('PO-1');
    await user.click(within(rowOf('PO-1')).getByRole('button', { name: 'Expand row' }));
    expect(within(rowOf('PO-1')).getByRole('button', { name: 'Collapse row' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Beneficiary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('12345678')).toBeInTheDocument();
    expect(screen.getAllByText('₹12,50,000.00').length).toBeGreaterThan(1);
    expect(screen.getAllByText('03/04/2025').length).toBeGreaterThan(1);
  });

  it('shows a filter only to its consoles', async () => {
    const filters = payouts.declaration.filters!.map((filter) =>
      filter.type === 'status' ? { ...filter, consoles: ['admin' as const] } : filter,
    );
    show(undefined, { ...payouts, declaration: { ...payouts.declaration, filters } }, { console: 'client' });
    await screen.findByText('PO-1');
    expect(screen.queryByRole('radiogroup', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('reads nested fields by their dotted paths in searches, filters and counts', () => {
    const nested = [
      { id: 1, payoutDetail: { partnerStatus: 'settled' }, payer: { name: 'Acme' } },
      { id: 2, payoutDetail: { partnerStatus: 'failed' }, payer: { name: 'Nordic' } },
      { id: 3, payoutDetail: null, payer: { name: 'Acme Two' } },
    ];
    const status = { field: 'payoutDetail.partnerStatus', label: 'Payout Status', type: 'status' as const };
    expect(filterRows(nested, 'acme', ['payer.name'], [], {}).map((row) => row.id)).toEqual([1, 3]);
    expect(filterRows(nested, '', [], [status], { [status.field]: 'failed' }).map((row) => row.id)).toEqual([2]);
    expect(countBy(nested, status.field)).toEqual({ settled: 1, failed: 1, '': 1 });
  });
});
