// A list panel: a few rows of the panel's record (the latest requests) in declared columns, formatted as a table's.
import { Table, Text } from '@mantine/core';
import type { DashboardPanel } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { formatCell } from '../table/format';
import classes from './ListPanel.module.css';

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
    // A region a keyboard can scroll when the rows are wider than the panel (WCAG: a scrollable region is focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must take focus to be scrolled by keys.
    <div className={classes.scroll} tabIndex={0} role="region" aria-label={panel.title}>
      <Table striped fz="sm" miw={480} aria-label={panel.title}>
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
    </div>
  );
}
