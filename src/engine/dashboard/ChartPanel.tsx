// A chart panel: the drawn chart (fetched with the first chart) above the table of the same figures, opened on demand.
import { Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { lazyComponent } from '../arrival';
import type { DashboardPanel } from '../core/declarations';
import { chartData } from './chart-data';
import { ChartTable } from './ChartTable';

const PanelChart = lazyComponent(() => import('./PanelChart'));

/** Props of ChartPanel. */
export interface ChartPanelProps {
  panel: DashboardPanel;
  record: Record<string, unknown>;
}

/** The chart and its table; the panel's `empty` text when it has no item. */
export function ChartPanel({ panel, record }: ChartPanelProps) {
  const data = useMemo(() => chartData(panel, record), [panel, record]);
  if (!data.rows.length) return <Text c="dimmed">{panel.empty ?? ''}</Text>;
  return (
    <>
      <PanelChart fallback={<Loader size="sm" aria-label={`Loading ${panel.title}`} />} panel={panel} data={data} />
      <details>
        <summary>Show as table</summary>
        <ChartTable panel={panel} data={data} />
      </details>
    </>
  );
}
