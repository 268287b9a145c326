// Builds the TanStack columns of a declaration: typed cells, the toggle, row actions and the expander.
import { ActionIcon, Badge, Button, Group } from '@mantine/core';
import { lazyComponent } from '../arrival';
import type { ColumnDef } from '@tanstack/react-table';
import type { TableAction, TableColumn } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { rowMatches } from '../core/row-when';
import { formatCell } from './format';
import { columnId } from './sorting';
import { StatusToggle } from './StatusToggle';

type Row = Record<string, unknown>;

// Mantine's Tooltip comes only when an action is blocked (a client not approved yet).
const BlockedTooltip = lazyComponent(() => import('./filters/BlockedTooltip'));

/** What the cells need from the table around them. */
export interface ColumnServices {
  toggleAction: (column: TableColumn) => ((row: Row) => Promise<unknown>) | undefined;
  onSaved: () => void;
  rowActions: TableAction[];
  onRowAction: (action: TableAction, row: Row) => void;
  expandable: boolean;
  /** Field naming a row for screen readers (the declaration's rowKey). */
  rowKey: string;
  /** Why actions that need an approved account are disabled for this user, if they are. */
  blockedReason?: string;
}

const cell = (column: TableColumn, row: Row, services: ColumnServices) => {
  if (column.type === 'toggle') {
    const save = services.toggleAction(column);
    if (save)
      return (
        <StatusToggle
          row={row}
          field={column.field}
          label={`${column.header} ${String(row[services.rowKey] ?? '')}`.trim()}
          save={save}
          onSaved={services.onSaved}
          values={column.values}
        />
      );
  }
  if (column.type === 'status' || column.type === 'toggle') {
    return (
      // The dot variant keeps black text (WCAG AA); Mantine's light green text on its tint is 3.9:1.
      <Badge color={statusTone(fieldValue(row, column.field))} variant="dot">
        {formatCell(column, row)}
      </Badge>
    );
  }
  return formatCell(column, row);
};

/** A status's dot colour: done green, refused or stopped red, waiting yellow, under way blue, inactive grey. */
const TONES: Record<string, string> = {
  active: 'green',
  settled: 'green',
  completed: 'green',
  approved: 'green',
  failed: 'red',
  rejected: 'red',
  cancelled: 'red',
  hold: 'yellow',
  input_required: 'yellow',
  action_required: 'yellow',
  inactive: 'gray',
};
const statusTone = (value: unknown) => TONES[String(value).toLowerCase()] ?? 'blue';

/** Columns in declared order, with an expander first and the row actions last when declared. */
export function buildColumns(columns: TableColumn[], services: ColumnServices): ColumnDef<Row>[] {
  const defs: ColumnDef<Row>[] = columns.map((column, index) => ({
    id: columnId(column, index),
    accessorFn: (row) => formatCell(column, row),
    header: column.header,
    enableSorting: Boolean(column.sortable),
    cell: ({ row }) => cell(column, row.original, services),
  }));
  if (services.expandable) {
    defs.unshift({
      id: 'expand',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <ActionIcon
          variant="subtle"
          onClick={row.getToggleExpandedHandler()}
          aria-label={row.getIsExpanded() ? 'Collapse row' : 'Expand row'}
          aria-expanded={row.getIsExpanded()}
        >
          {row.getIsExpanded() ? '−' : '+'}
        </ActionIcon>
      ),
    });
  }
  if (services.rowActions.length) {
    defs.push({
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          {services.rowActions.map((action) => {
            const blocked = Boolean(action.requiresApproved && services.blockedReason);
            const button = (
              <Button
                key={action.id}
                size="xs"
                variant="light"
                disabled={blocked || !rowMatches(action.enabledWhen, row.original)}
                onClick={() => services.onRowAction(action, row.original)}
              >
                {action.label}
              </Button>
            );
            return blocked ? (
              <BlockedTooltip key={action.id} fallback={button} label={services.blockedReason}>
                {button}
              </BlockedTooltip>
            ) : (
              button
            );
          })}
        </Group>
      ),
    });
  }
  return defs;
}
