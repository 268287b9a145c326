// A list panel: a few rows of the panel's record (the latest requests) in declared columns, formatted as a table's.
import { Text } from '@mantine/core';
import type { DashboardPanel } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { formatCell } from '../table/format';
import tables from './tables.module.css';

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
    <div className={tables.scroll} tabIndex={0} role="region" aria-label={panel.title}>
      <table className={`${tables.table} ${tables.list}`} aria-label={panel.title}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.field}>{formatCell(column, row) || '-'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
