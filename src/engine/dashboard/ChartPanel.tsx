// A chart panel: the drawn chart (fetched with the first chart) above the table of the same figures, drawn when opened.
import { Loader, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
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
  const [opened, setOpened] = useState(false);
  if (!data.rows.length) return <Text c="dimmed">{panel.empty ?? ''}</Text>;
  return (
    <>
      <PanelChart fallback={<Loader size="sm" aria-label={`Loading ${panel.title}`} />} panel={panel} data={data} />
      {/* the table is drawn once opened: closed, it is shown to no one, and drawing every chart's table with the first
          answer cost the in-app visit a layout of their rows */}
      <details onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
        <summary>Show as table</summary>
        {opened ? <ChartTable panel={panel} data={data} /> : null}
      </details>
    </>
  );
}
