// The page renderer on the example client detail: heading and summary from the route's parameters, keyboard tabs,
// tabs kept from other consoles and roles, embedded table and form given the parameters, a form's follow-up dialog,
// the refresh while the record is on its way, and the missing-parameter state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { declaration as clientDetail } from 'virtual:page/examples.client-detail';
import { describe, expect, it, vi } from 'vitest';
import type { RuleContext } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { Page } from './Page';

const CLIENT = {
  legalName: 'Example Exports Pvt Ltd',
  clientStatus: 'pending',
  onboardedOn: '2025-03-14',
  pan: 'AAACE1234F',
};
const PAYOUTS = [
  {
    payoutId: 'PO-7',
    beneficiary: 'Acme',
    amount: 100,
    currency: 'USD',
    payoutDate: '2025-05-01',
    payoutStatus: 'pending',
  },
];

const answer = async (action: string) => {
  if (action === 'examples.client') return CLIENT;
  if (action === 'examples.payouts') return PAYOUTS;
  return { message: 'Remark saved' };
};

const show = (params: Record<string, unknown>, context: RuleContext = { console: 'admin', role: 'Admin' }) => {
  const call = vi.fn(answer);
  renderWithEngine(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Page page={clientDetail} params={params} />
    </SWRConfig>,
    { call, context, navigate: vi.fn() },
  );
  return { call, user: userEvent.setup() };
};

/** The tab bar is fetched apart from the page (a page of one tab goes without): wait until it is drawn. */
const drawnTabs = () => screen.findAllByRole('tab');

describe('Page', () => {
  it('fills the heading and reads the summary and first tab from the source, given the parameters', async () => {
    const { call } = show({ clientId: 'CL-9', unrelated: 'x' });
    expect(screen.getByRole('heading', { name: 'Client CL-9' })).toBeInTheDocument();
    expect(await screen.findByText('Example Exports Pvt Ltd')).toBeInTheDocument();
    expect(screen.getByText('14/03/2025')).toBeInTheDocument();
    expect(await screen.findByText('AAACE1234F')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('examples.client', { clientId: 'CL-9' });
    expect(screen.getByRole('link', { name: /Back to Client Onboarding/ })).toHaveAttribute('href', '/onboarding-list');
  });

  it('shows every tab to the Admin', async () => {
    show({ clientId: 'CL-9' });
    expect((await drawnTabs()).map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Payouts',
      'Remarks',
      'Verification',
      'Fees',
    ]);
  });

  it.each([
    [{ console: 'client', role: 'Client Exporter' }, ['Profile', 'Payouts', 'Remarks']],
    [{ console: 'admin', role: 'Operations' }, ['Profile', 'Payouts', 'Remarks', 'Verification']],
  ] as const)('leaves out tabs meant for others (%j)', async (context, tabs) => {
    show({ clientId: 'CL-9' }, context as RuleContext);
    expect((await drawnTabs()).map((tab) => tab.textContent)).toEqual(tabs);
  });

  it('moves between tabs with the keyboard and gives the embedded table the parameters', async () => {
    const { call, user } = show({ clientId: 'CL-9' });
    const profile = await screen.findByRole('tab', { name: 'Profile' });
    await user.click(profile);
    await user.keyboard('{ArrowRight}');
    const payouts = screen.getByRole('tab', { name: 'Payouts' });
    expect(payouts).toHaveFocus();
    expect(payouts).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('PO-7')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('examples.payouts', { clientId: 'CL-9' });
  });

  it('opens an embedded form in its dialog and submits it with the parameters', async () => {
    const { call, user } = show({ clientId: 'CL-9' });
    await user.click(await screen.findByRole('tab', { name: 'Remarks' }));
    await user.click(await screen.findByRole('button', { name: 'Add Remark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remark (example)' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Reason/ }), 'Documents verified');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('examples.saveRemark', { clientId: 'CL-9', remark: 'Documents verified' }),
    );
  });

  it('shows an inline form in its tab', async () => {
    const { user } = show({ clientId: 'CL-9' });
    await user.click(await screen.findByRole('tab', { name: 'Fees' }));
    expect(await screen.findByRole('textbox', { name: /Reason/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("opens the declared follow-up when the save's answer asks for it, and saves it with the parameters", async () => {
    const { call, user } = show({ clientId: 'CL-9' });
    call.mockImplementation(async (action: string, payload?: unknown) =>
      action === 'examples.saveRemark' && (payload as { remark?: string }).remark === 'First remark'
        ? { data: { pending: 'yes' }, message: 'Enter the code sent to you.' }
        : answer(action),
    );
    await user.click(await screen.findByRole('tab', { name: 'Fees' }));
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'First remark');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remark (example)' });
    expect(within(dialog).getByText('Enter the code sent to you.')).toBeInTheDocument();
    await user.type(await within(dialog).findByRole('textbox', { name: /Reason/ }), 'Second remark');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('examples.saveRemark', { clientId: 'CL-9', remark: 'Second remark' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when a parameter is missing, and asks nothing', async () => {
    const { call } = show({});
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs clientId');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for its record again while `refresh.while` holds, its tables when the record changed, and stops after', async () => {
    let status = 'Approval_In_Progress';
    const call = vi.fn(async (action: string) =>
      action === 'examples.client' ? { ...CLIENT, clientStatus: status } : answer(action),
    );
    const page = {
      ...clientDetail,
      refresh: { everySeconds: 0.05, while: { clientStatus: ['Approval_In_Progress'] } },
    };
    renderWithEngine(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Page page={page} params={{ clientId: 'CL-9' }} />
      </SWRConfig>,
      { call, context: { console: 'admin', role: 'Admin' }, navigate: vi.fn() },
    );
    const asked = (action: string) => call.mock.calls.filter(([name]) => name === action).length;
    await userEvent.click(await screen.findByRole('tab', { name: 'Payouts' }));
    expect(await screen.findByText('PO-7')).toBeInTheDocument();
    const payouts = asked('examples.payouts');
    const before = asked('examples.client');
    await waitFor(() => expect(asked('examples.client')).toBeGreaterThan(before + 2));
    // The same record again leaves the tables alone.
    expect(asked('examples.payouts')).toBe(payouts);
    status = 'Approved';
    await waitFor(() => expect(asked('examples.payouts')).toBe(payouts + 1));
    const last = asked('examples.client');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked('examples.client')).toBe(last);
  });

  it('shows the failure of its source with a way to try again', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('Something went wrong')).mockImplementation(answer);
    renderWithEngine(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Page page={clientDetail} params={{ clientId: 'CL-9' }} />
      </SWRConfig>,
      { call },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('Example Exports Pvt Ltd')).not.toHaveLength(0);
  });
});
