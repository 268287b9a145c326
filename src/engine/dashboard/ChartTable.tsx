// The table behind every chart: the same figures as rows and columns, so a screen reader or a reader who would rather
// read than look has them all.
import type { DashboardPanel } from '../core/declarations';
import type { ChartData } from './chart-data';
import tables from './tables.module.css';
import { valueText, type ValueType } from './values';

/** Props of ChartTable. */
export interface ChartTableProps {
  panel: DashboardPanel;
  data: ChartData;
}

/** One row per category, one column per series, captioned with the panel's title. */
export function ChartTable({ panel, data }: ChartTableProps) {
  const valueType: ValueType = panel.valueType ?? 'number';
  return (
    <table className={`${tables.table} ${tables.bordered}`} aria-label={panel.title}>
      <caption className={tables.caption}>{panel.title}</caption>
      <thead>
        <tr>
          <th scope="col">{panel.xLabel ?? ''}</th>
          {data.series.map((name) => (
            <th scope="col" key={name} className={tables.figure}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={String(row.category)}>
            <th scope="row" className={tables.category}>
              {valueText(row.category, panel.xType ?? 'text')}
            </th>
            {data.series.map((name) => (
              <td key={name} className={tables.figure}>
                {valueText(row[name], valueType)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
