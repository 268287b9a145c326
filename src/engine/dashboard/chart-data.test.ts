// A chart panel's items pivoted: categories in the declared order (empty months as 0), one column per series, values
// added exactly as decimals.
import { describe, expect, it } from 'vitest';
import type { DashboardPanel } from '../core/declarations';
import { chartData } from './chart-data';
import { monthText, moneyText } from '../core/amount-text';
import { valueText } from './values';

const panel = (extra: Partial<DashboardPanel>): DashboardPanel => ({
  id: 'p',
  title: 'Receipts',
  source: 's',
  kind: 'chart',
  chart: 'bar',
  data: 'items',
  x: 'month',
  value: 'amount',
  ...extra,
});

describe('chartData', () => {
  it('pivots items by series over the declared categories, adding decimals exactly', () => {
    const record = {
      months: ['2026-09', '2026-10', '2026-11'],
      items: [
        { month: '2026-09', currency: 'USD', amount: '0.10' },
        { month: '2026-09', currency: 'USD', amount: '0.20' },
        { month: '2026-11', currency: 'EUR', amount: '18065.05' },
        { month: '2025-01', currency: 'USD', amount: '5.00' },
      ],
    };
    expect(chartData(panel({ categories: 'months', series: 'currency' }), record)).toEqual({
      categories: ['2026-09', '2026-10', '2026-11'],
      series: ['USD', 'EUR'],
      rows: [
        { category: '2026-09', USD: '0.30', EUR: '0.00' },
        { category: '2026-10', USD: '0.00', EUR: '0.00' },
        { category: '2026-11', USD: '0.00', EUR: '18065.05' },
      ],
    });
  });

  it("takes the items' own categories and one series named by valueLabel without series", () => {
    const record = {
      items: [
        { month: 'paid_out', amount: 3 },
        { month: 'requested', amount: 1 },
      ],
    };
    expect(chartData(panel({ valueLabel: 'Requests' }), record).rows).toEqual([
      { category: 'paid_out', Requests: '3.00' },
      { category: 'requested', Requests: '1.00' },
    ]);
    expect(chartData(panel({}), {}).rows).toEqual([]);
  });
});

describe('values', () => {
  it.each([
    [moneyText('1234567.50'), '₹12,34,567.50'],
    [moneyText('0.1', 'USD'), '$0.10'],
    [monthText('2026-11'), 'Nov 2026'],
    [valueText('paid_out', 'status'), 'Paid out'],
    [valueText('3.00', 'number'), '3'],
    [valueText('83.250000', 'rate'), '83.25'],
    [valueText('2026-01-05T00:00:00.000Z', 'date'), '05/01/2026'],
    [valueText(null, 'money'), '-'],
  ])('%s is %s', (shown, expected) => {
    expect(shown).toBe(expected);
  });
});
