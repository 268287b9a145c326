// A status filter chosen on the server (`remote`), a title naming the chosen status, a row's list in a dialog, and a
// form dialog that resets the filters after saving or closes on failure, on the financing table's declaration.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import * as financing from 'virtual:table/financing';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import { renderWithEngine } from '../test-engine';
import { MasterTable } from './MasterTable';

const row = (factoringId: string, status: string) => ({
  factoringId,
  clientId: 'CL1001',
  clientName: 'Kaveri Textiles Pvt Ltd',
  paymentId: `PAY${factoringId}`,
  invoiceId: `INV${factoringId}`,
  clientInvoiceId: `FIN-${factoringId}`,
  totalAmount: 1000,
  expectedAmount: 1000,
  receivedAmount: 0,
  outstandingAmount: 1000,
  currency: 'USD',
  status,
  partnerName: null,
  createdAt: Date.UTC(2026, 9, 2),
  factoringStatusHistory: [{ created: Date.UTC(2026, 9, 2), status: 'Requested', comment: 'Offered', document: null }],
  documents: [],
});
const ROWS = [row('F1', 'Requested'), row('F2', 'Paid')];
const COUNTS = {
  Requested: 4,
  'Sent For Approval': 1,
  Approved: 0,
  'Partially Paid': 0,
  Paid: 2,
  Rejected: 0,
  'On Hold': 1,
};

const show = (
  submit: (payload: Record<string, unknown>) => Promise<unknown> = async () => ({ message: 'Done' }),
  dedupingInterval = 0,
) => {
  const call = vi.fn(async (action: string, payload?: unknown) => {
    if (action === 'financing.list') {
      const status = (payload as { status?: string } | undefined)?.status;
      return { rows: status ? ROWS.filter((one) => one.status === status) : ROWS, counts: COUNTS };
    }
    if (action === 'financing.partners') return [{ label: 'Drip Capital', value: 'FP001' }];
    return submit((payload ?? {}) as Record<string, unknown>);
  });
  renderWithEngine(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval }}>
      <MasterTable table={financing} />
    </SWRConfig>,
    { call, context: { console: 'admin', role: 'Admin' }, widgets: { 'remote-select': PartnerBox } },
  );
  return { call, user: userEvent.setup() };
};
/** The partner field as a plain text box (the real one, src/widgets' remote-select, is the app's, not the engine's). */
const PartnerBox = ({ id, value, onChange }: WidgetProps) => (
  <input id={id} aria-label="Partner" value={value ?? ''} onChange={(event) => onChange(event.target.value)} />
);
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('a remote status filter', () => {
  it("shows the source's counts, asks the source again for a status, and names it in the title", async () => {
    const { call, user } = show();
    expect(await screen.findByRole('heading', { name: 'All Receivables' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'All (8)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Paid (2)' }));
    expect(await screen.findByRole('heading', { name: 'Paid Receivables' })).toBeInTheDocument();
    await waitFor(() => expect(call).toHaveBeenCalledWith('financing.list', { status: 'Paid' }));
    await waitFor(() => expect(screen.queryByText('FIN-F1')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Requested (4)' })).toBeInTheDocument();
  });

  it('offers Change status on every row but a Requested one', async () => {
    show();
    await screen.findByText('FIN-F1');
    expect(within(rowOf('FIN-F1')).getByRole('button', { name: 'Change status' })).toBeDisabled();
    expect(within(rowOf('FIN-F2')).getByRole('button', { name: 'Change status' })).toBeEnabled();
  });

  it('shows a row’s status history under Remarks', async () => {
    const { user } = show();
    await screen.findByText('FIN-F1');
    await user.click(within(rowOf('FIN-F1')).getByRole('button', { name: 'Remarks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remarks' });
    expect(within(dialog).getByText('Offered')).toBeInTheDocument();
    expect(within(dialog).getByText('02/10/2026')).toBeInTheDocument();
  });

  it('goes back to All after a send, and closes the dialog saying why when the send fails', async () => {
    const failing = vi.fn(async (): Promise<unknown> => Promise.reject(new Error('Failed to send to partner')));
    const { user } = show(failing);
    await user.click(await screen.findByRole('radio', { name: 'Requested (4)' }));
    expect(await screen.findByRole('heading', { name: 'Requested Receivables' })).toBeInTheDocument();
    await user.click(within(rowOf('FIN-F1')).getByRole('button', { name: 'Sent to partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Partner' });
    await user.type(await within(dialog).findByLabelText('Partner'), 'FP001');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Failed to send to partner')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Partner' })).not.toBeInTheDocument());
    expect(failing).toHaveBeenCalledWith(expect.objectContaining({ partnerId: 'FP001', paymentId: 'PAYF1' }));
    failing.mockImplementation(async () => ({ message: 'Sent to partner successfully' }));
    await user.click(within(rowOf('FIN-F1')).getByRole('button', { name: 'Sent to partner' }));
    const again = await screen.findByRole('dialog', { name: 'Select Partner' });
    await user.type(await within(again).findByLabelText('Partner'), 'FP001');
    await user.click(within(again).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('heading', { name: 'All Receivables' })).toBeInTheDocument();
  });

  it('asks for the All list again after a send, even one fetched a moment before', async () => {
    const { call, user } = show(async () => ({ message: 'Sent to partner successfully' }), 60_000);
    await user.click(await screen.findByRole('radio', { name: 'Requested (4)' }));
    await user.click(within(rowOf('FIN-F1')).getByRole('button', { name: 'Sent to partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Partner' });
    await user.type(await within(dialog).findByLabelText('Partner'), 'FP001');
    const asked = () => call.mock.calls.filter(([action, payload]) => action === 'financing.list' && !payload).length;
    const before = asked();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('heading', { name: 'All Receivables' })).toBeInTheDocument();
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
  });
});
