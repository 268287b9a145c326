// The drawn chart of a chart panel, with @mantine/charts (recharts): fetched only by a panel that draws one, so no
// other route downloads the library. It is hidden from assistive technology; the table beside it carries the figures.
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { DashboardPanel } from '../core/declarations';
import type { ChartData } from './chart-data';
import { valueText, type ValueType } from './values';

/** Colours of successive series. */
const COLOURS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6', 'red.6'];

/** Props of PanelChart. */
export interface PanelChartProps {
  panel: DashboardPanel;
  data: ChartData;
}

/** A bar, line or donut chart of the pivoted data. */
export default function PanelChart({ panel, data }: PanelChartProps) {
  const valueType: ValueType = panel.valueType ?? 'number';
  const format = (value: number) => valueText(String(value), valueType);
  const rows: Record<string, string | number>[] = data.rows.map((row) => ({
    ...Object.fromEntries(data.series.map((name) => [name, Number(row[name])])),
    category: valueText(row.category, panel.xType ?? 'text'),
  }));
  const series = data.series.map((name, index) => ({ name, color: COLOURS[index % COLOURS.length] }));
  if (panel.chart === 'donut') {
    const slices = rows.map((row, index) => ({
      name: String(row.category),
      value: Number(row[data.series[0]] ?? 0),
      color: COLOURS[index % COLOURS.length],
    }));
    return (
      <div aria-hidden="true" inert>
        <DonutChart data={slices} withLabelsLine withLabels valueFormatter={format} mx="auto" />
      </div>
    );
  }
  const common = {
    h: 240,
    data: rows,
    dataKey: 'category',
    series,
    valueFormatter: format,
    withLegend: series.length > 1,
  };
  return (
    <div aria-hidden="true" inert>
      {panel.chart === 'line' ? (
        <LineChart {...common} />
      ) : (
        <BarChart {...common} type={panel.stacked ? 'stacked' : 'default'} />
      )}
    </div>
  );
}
