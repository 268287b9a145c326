// The table behind every chart: the same figures as rows and columns, so a screen reader or a reader who would rather
// read than look has them all.
import { Table } from '@mantine/core';
import type { DashboardPanel } from '../core/declarations';
import type { ChartData } from './chart-data';
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
    <Table striped withTableBorder fz="sm" aria-label={panel.title}>
      <Table.Caption>{panel.title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{panel.xLabel ?? ''}</Table.Th>
          {data.series.map((name) => (
            <Table.Th scope="col" key={name} ta="right">
              {name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.rows.map((row) => (
          <Table.Tr key={String(row.category)}>
            <Table.Th scope="row" fw="normal">
              {valueText(row.category, panel.xType ?? 'text')}
            </Table.Th>
            {data.series.map((name) => (
              <Table.Td key={name} ta="right">
                {valueText(row[name], valueType)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
