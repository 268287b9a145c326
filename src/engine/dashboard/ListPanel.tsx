// A list panel: a few rows of the panel's record (the latest requests) in declared columns, formatted as a table's.
import { Table, Text } from '@mantine/core';
import type { DashboardPanel } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { formatCell } from '../table/format';

/** Props of ListPanel. */
export interface ListPanelProps {
  panel: DashboardPanel;
  record: Record<string, unknown>;
}

/** The rows under their headers; the panel's `empty` text when there are none. */
export function ListPanel({ panel, record }: ListPanelProps) {
  const rows = (fieldValue(record, panel.data ?? '') ?? []) as Record<string, unknown>[];
  const columns = panel.columns ?? [];
  if (!rows.length) return <Text c="dimmed">{panel.empty ?? ''}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped fz="sm" aria-label={panel.title}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.field}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.field}>{formatCell(column, row) || '-'}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
