// The dashboard check names an unknown source action, a panel lacking what its kind draws, and a repeated panel id.
import { describe, expect, it } from 'vitest';
import type { DashboardPanel } from '../core/declarations';
import { checkDashboard } from './check-dashboard';

const problems = (panels: DashboardPanel[]) => {
  const found: string[] = [];
  checkDashboard(
    'd.dashboard.json',
    { id: 'd', title: 'D', panels },
    ['dashboards.client'],
    (_file, pointer, message) => found.push(`${pointer}: ${message}`),
  );
  return found;
};

describe('checkDashboard', () => {
  it('accepts panels whose kinds have what they draw', () => {
    expect(
      problems([
        { id: 'a', title: 'A', source: 'dashboards.client', kind: 'figures', figures: [{ field: 'x', label: 'X' }] },
        {
          id: 'b',
          title: 'B',
          source: 'dashboards.client',
          kind: 'chart',
          data: 'l',
          chart: 'bar',
          x: 'm',
          value: 'v',
        },
        { id: 'c', title: 'C', source: 'dashboards.client', kind: 'list', data: 'l', columns: [] },
      ]),
    ).toEqual([]);
  });

  it('names an unknown action, what a kind lacks and a repeated id', () => {
    expect(
      problems([
        { id: 'a', title: 'A', source: 'dashboards.clients', kind: 'figures', figures: [] },
        { id: 'a', title: 'B', source: 'dashboards.client', kind: 'chart', data: 'l', x: 'm', value: 'v' },
        { id: 'c', title: 'C', source: 'dashboards.client', kind: 'list', data: 'l' },
      ]),
    ).toEqual([
      '/panels/0/source: action "dashboards.clients" is not in the action registry (did you mean "dashboards.client"?)',
      '/panels/1: a chart panel needs "chart"',
      '/panels/1/id: panel id "a" is used twice',
      '/panels/2: a list panel needs "columns"',
    ]);
  });
});
