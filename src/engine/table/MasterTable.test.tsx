// MasterTable on real declarations: rows from the source action, search, filters, sorting, pages, toggles, empty state.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as currency from 'virtual:table/currency';
import * as role from 'virtual:table/role';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { TableColumn } from '../core/declarations';
import type { RuleContext } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { MasterTable } from './MasterTable';
import { filterRows } from './filtering';
import { OVERSCAN } from './row-window';
import { ROW_HEIGHT } from './TableRows';
import { sortRows } from './sorting';
import { toCsv } from './csv';

const CURRENCIES = [
  { countryCode: 'US', countryName: 'United States', currency: 'USD', status: 'active' },
  { countryCode: 'GB', countryName: 'United Kingdom', currency: 'GBP', status: 'active' },
  { countryCode: 'SA', countryName: 'Saudi Arabia', currency: 'SAR', status: 'inactive' },
];

const show = (
  table: typeof currency,
  call: (action: string, payload?: unknown) => Promise<unknown>,
  context: RuleContext = { console: 'admin', role: 'Admin' },
) => {
  renderWithEngine(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MasterTable table={table} />
    </SWRConfig>,
    { call, context },
  );
  return userEvent.setup();
};

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('MasterTable', () => {
  it('lists the rows the source action returns, with the declared columns', async () => {
    show(currency, async () => CURRENCIES);
    expect(await screen.findByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toEqual([
      'Country Code',
      'Country Name',
      'Currency',
      'Status',
    ]);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('3 records')).toBeInTheDocument();
  });

  it('hides columns meant for another console', async () => {
    show(currency, async () => CURRENCIES, { console: 'client', role: 'Client Exporter', clientStatus: 'Approved' });
    await screen.findByText('United Kingdom');
    expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('searches the declared fields and says when nothing matches', async () => {
    const user = show(currency, async () => CURRENCIES);
    await screen.findByText('United Kingdom');
    await user.type(screen.getByRole('textbox', { name: 'Search Currency' }), 'king');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search Currency' }));
    await user.type(screen.getByRole('textbox', { name: 'Search Currency' }), 'zzz');
    expect(await screen.findByText('No record found!')).toBeInTheDocument();
  });

  it('shows the empty state for an empty list', async () => {
    show(currency, async () => []);
    expect(await screen.findByText('No record found!')).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('Something went wrong')).mockResolvedValue(CURRENCIES);
    const user = show(currency, call);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('United Kingdom')).toBeInTheDocument();
  });

  it('says so when the source answers something other than a list', async () => {
    show(currency, async () => ({ message: 'Saved' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('currencies.list did not answer a list');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sorts by a sortable column, both ways', async () => {
    const user = show(currency, async () => CURRENCIES);
    await screen.findByText('United Kingdom');
    await user.click(screen.getByRole('button', { name: /Country Name/ }));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Saudi Arabia',
      'United Kingdom',
      'United States',
    ]);
    await user.click(screen.getByRole('button', { name: /Country Name/ }));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'United States',
      'United Kingdom',
      'Saudi Arabia',
    ]);
  });

  it('saves a toggle through the declared action and reverts with the message when it fails', async () => {
    const call = vi.fn(async (action: string) => {
      if (action === 'currencies.list') return CURRENCIES;
      throw new Error('Currency is in use');
    });
    const user = show(currency, call);
    await screen.findByText('United Kingdom');
    const toggle = screen.getByRole('switch', { name: 'Status GB' });
    await user.click(toggle);
    expect(call).toHaveBeenCalledWith(
      'currencies.setStatus',
      expect.objectContaining({ countryCode: expect.any(String), status: 'inactive' }),
    );
    expect(await screen.findByText('Currency is in use')).toBeInTheDocument();
    expect(screen.getByText('Unable to update status')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('pages long lists', async () => {
    const many = Array.from({ length: 23 }, (_, index) => ({
      roleId: index + 1,
      roleName: `Role ${index + 1}`,
      status: 'active',
    }));
    const user = show(role as typeof currency, async () => many);
    await screen.findByText('Role 1');
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByRole('textbox', { name: /Search/ })).not.toBeInTheDocument();
  });
});

describe('MasterTable with a long list', () => {
  const many = Array.from({ length: 600 }, (_, index) => ({
    roleId: index + 1,
    roleName: `Role ${index + 1}`,
    status: 'active',
  }));

  it('draws a screenful of rows in a scroller, counts and sorts them all, and pages back to ten', async () => {
    const user = show(role as typeof currency, async () => many);
    await screen.findByText('Role 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'All');
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '600'));
    expect(screen.getByRole('table').parentElement).toHaveStyle({ overflowY: 'auto' });
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(bodyRows().length).toBeLessThan(100);
    expect(screen.getByText('600 records')).toBeInTheDocument();
    // Sorting orders every row, not only those drawn.
    await user.click(screen.getByRole('button', { name: /Role Name/ }));
    await user.click(screen.getByRole('button', { name: /Role Name/ }));
    expect(within(bodyRows()[0]).getByText('Role 600')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Page 60' })).toBeInTheDocument();
  });

  it('draws the rows a scroll brings to the top, and those around them only', async () => {
    const user = show(role as typeof currency, async () => many);
    await screen.findByText('Role 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'All');
    const scroller = screen.getByRole('table').parentElement!;
    scroller.scrollTop = ROW_HEIGHT * 300;
    fireEvent.scroll(scroller);
    await screen.findByText('Role 301');
    const drawn = bodyRows()
      .filter((row) => row.querySelector('td'))
      .map((row) => within(row).getByText(/^Role \d+$/).textContent);
    expect(drawn[0]).toBe(`Role ${301 - OVERSCAN}`);
    expect(drawn).not.toContain('Role 1');
    expect(drawn.length).toBeLessThan(40);
  });

  it('keeps a long page in its scroller while a search narrows it below 100 rows, rather than drawing a new table', async () => {
    const countries = Array.from({ length: 600 }, (_, index) => ({
      countryCode: `C${index + 1}`,
      countryName: `Country ${index + 1}`,
      currency: 'USD',
      status: 'active',
    }));
    const user = show(currency, async () => countries);
    await screen.findByText('Country 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'All');
    const table = screen.getByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Search Currency' }), 'Country 12');
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '11'));
    expect(screen.getByRole('table')).toBe(table);
    expect(table.parentElement).toHaveStyle({ overflowY: 'auto' });
    expect(screen.getByText('Country 129')).toBeInTheDocument();
  });

  it('does not scroll a virtualised page that has just appeared at the top (that would force a layout mid-commit)', async () => {
    const scrolls = vi.spyOn(HTMLElement.prototype, 'scrollTo');
    const user = show(role as typeof currency, async () => many);
    await screen.findByText('Role 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'All');
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '600'));
    expect(scrolls).not.toHaveBeenCalled();
    scrolls.mockRestore();
  });
});

describe('sortRows', () => {
  const columns: TableColumn[] = [
    { field: 'name', header: 'Name' },
    { field: 'at', header: 'Created', type: 'date' },
    { field: 'amount', header: 'Amount', type: 'money' },
  ];
  const rows = [
    { name: 'Role 10', at: '2025-01-02', amount: 900 },
    { name: 'role 2', at: '2024-12-31', amount: 10000 },
    { name: 'Role 1', at: '2025-01-02', amount: 50 },
  ];
  const names = (sorted: typeof rows) => sorted.map((row) => row.name);

  it('orders text naturally and ignoring case, both ways', () => {
    expect(names(sortRows(rows, [{ id: 'name-0', desc: false }], columns))).toEqual(['Role 1', 'role 2', 'Role 10']);
    expect(names(sortRows(rows, [{ id: 'name-0', desc: true }], columns))).toEqual(['Role 10', 'role 2', 'Role 1']);
  });

  it('orders dates by time and money by amount, not by their dd/MM/yyyy or rupee text', () => {
    expect(names(sortRows(rows, [{ id: 'at-1', desc: false }], columns))).toEqual(['role 2', 'Role 10', 'Role 1']);
    expect(names(sortRows(rows, [{ id: 'amount-2', desc: true }], columns))).toEqual(['role 2', 'Role 10', 'Role 1']);
  });

  it('breaks ties with the next sort, then keeps the original order, and leaves an unsorted list as it is', () => {
    const byDateThenName = [
      { id: 'at-1', desc: true },
      { id: 'name-0', desc: false },
    ];
    expect(names(sortRows(rows, byDateThenName, columns))).toEqual(['Role 1', 'Role 10', 'role 2']);
    expect(names(sortRows(rows, [{ id: 'at-1', desc: true }], columns))).toEqual(['Role 10', 'Role 1', 'role 2']);
    expect(sortRows(rows, [], columns)).toBe(rows);
  });
});

describe('filterRows', () => {
  const filters = [{ field: 'status', label: 'Status', type: 'select' as const }];
  it('combines search and filters', () => {
    expect(filterRows(CURRENCIES, 'united', ['countryName'], filters, { status: 'active' })).toHaveLength(2);
    expect(filterRows(CURRENCIES, '', ['countryName'], filters, { status: 'inactive' })).toEqual([CURRENCIES[2]]);
    expect(filterRows(CURRENCIES, '', [], filters, {})).toBe(CURRENCIES);
  });

  it('filters a date range inclusively', () => {
    const rows = [{ at: '2025-01-01' }, { at: '2025-02-15' }, { at: '2025-03-31' }];
    const range = [{ field: 'at', label: 'Date', type: 'date-range' as const }];
    expect(filterRows(rows, '', [], range, { at: ['2025-02-15', '2025-03-31'] })).toEqual(rows.slice(1));
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', 'plain'],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",plain');
  });
});
