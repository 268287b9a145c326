// A declared dashboard shows only the panels meant for the caller's console and role, calls each source once for
// every panel naming it, and puts a table of the same figures behind every chart; records started before it drew are
// taken up, not asked again, unless they waited too long.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardDeclaration } from '../core/declarations';
import { renderWithEngine } from '../test-engine';
import { Dashboard } from './Dashboard';
import { preloadPanels } from './panels-for';

const dashboard: DashboardDeclaration = {
  id: 'd',
  title: 'Dashboard',
  empty: 'Nothing here',
  panels: [
    {
      id: 'totals',
      title: 'Totals',
      source: 'client',
      kind: 'figures',
      roles: ['Client Exporter'],
      figures: [{ field: 'totals.received', label: 'Received this month', type: 'money' }],
    },
    {
      id: 'by-status',
      title: 'Requests by status',
      source: 'client',
      kind: 'chart',
      roles: ['Client Exporter'],
      chart: 'bar',
      data: 'byStatus',
      x: 'status',
      xType: 'status',
      xLabel: 'Status',
      value: 'count',
      valueLabel: 'Requests',
    },
    {
      id: 'latest',
      title: 'Latest requests',
      source: 'client',
      kind: 'list',
      roles: ['Client Exporter'],
      data: 'latest',
      columns: [{ field: 'amount', header: 'Amount', type: 'money', currencyField: 'currency' }],
    },
    { id: 'admin', title: 'Waiting', source: 'admin', kind: 'figures', consoles: ['admin'], figures: [] },
  ],
};

const RECORD = {
  totals: { received: '125000.00' },
  byStatus: [
    { status: 'paid_out', count: 3 },
    { status: 'requested', count: 1 },
  ],
  latest: [{ amount: '1000.00', currency: 'USD' }],
};

describe('Dashboard', () => {
  it("shows the role's panels from one call of their shared source, and a table behind the chart", async () => {
    const calls: string[] = [];
    renderWithEngine(<Dashboard dashboard={dashboard} />, {
      context: { console: 'client', role: 'Client Exporter' },
      call: async (action) => {
        calls.push(action);
        return RECORD;
      },
    });
    expect(await screen.findByText('₹1,25,000.00')).toBeVisible();
    expect(screen.getByText('$1,000.00')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Waiting' })).toBeNull();
    expect(calls).toEqual(['client']);
    // drawn once opened, not with the first answer
    expect(screen.queryByRole('table', { name: 'Requests by status', hidden: true })).toBeNull();
    await userEvent.click(screen.getByText('Show as table'));
    const table = screen.getByRole('table', { name: 'Requests by status' });
    expect(within(table).getByRole('rowheader', { name: 'Paid out' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Requests' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1']);
  });

  it('says so when no panel is meant for the caller', () => {
    renderWithEngine(<Dashboard dashboard={dashboard} />, { context: { console: 'client', role: 'Service Exporter' } });
    expect(screen.getByText('Nothing here')).toBeVisible();
  });

  describe('records started before it draws', () => {
    afterEach(() => vi.restoreAllMocks());
    const exporter = { console: 'client' as const, role: 'Client Exporter' };

    it("starts one call per source of the caller's panels, and the dashboard shows that answer without calling again", async () => {
      const calls: string[] = [];
      let answer!: (record: typeof RECORD) => void;
      preloadPanels(dashboard, exporter, async (action: string) => {
        calls.push(action);
        return new Promise((done) => (answer = done));
      });
      expect(calls).toEqual(['client']);
      renderWithEngine(<Dashboard dashboard={dashboard} />, {
        context: exporter,
        call: async (action) => {
          calls.push(`again ${action}`);
          return {};
        },
      });
      answer(RECORD);
      expect(await screen.findByText('₹1,25,000.00')).toBeVisible();
      expect(calls).toEqual(['client']);
    });

    it('shows the failure of a record started early, with Try again', async () => {
      preloadPanels(dashboard, exporter, async () => Promise.reject(new Error('The server did not answer')));
      renderWithEngine(<Dashboard dashboard={dashboard} />, { context: exporter, call: async () => RECORD });
      expect((await screen.findAllByRole('button', { name: /try again/i })).length).toBeGreaterThan(0);
    });

    it('asks again when the early answer waited over two seconds (its screen was left before it drew)', async () => {
      // started 2.1 s before now
      vi.spyOn(performance, 'now').mockReturnValueOnce(performance.now() - 2100);
      preloadPanels(dashboard, exporter, async () => ({ totals: { received: '1.00' } }));
      renderWithEngine(<Dashboard dashboard={dashboard} />, { context: exporter, call: async () => RECORD });
      expect(await screen.findByText('₹1,25,000.00')).toBeVisible();
      expect(screen.queryByText('₹1.00')).toBeNull();
    });
  });
});
