// The rows of a master table: plain for a page, virtualised when a page holds many rows, with expandable details.
import { Table, Text } from '@mantine/core';
import { flexRender, type Row, type Table as TanTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useRef } from 'react';
import type { TableDeclaration } from '../core/declarations';
import { formatCell } from './format';

type Data = Record<string, unknown>;

/** Pages longer than this are drawn through the virtualiser. */
export const VIRTUAL_FROM = 100;
const ROW_HEIGHT = 44;

const Detail = ({
  row,
  detail,
  span,
}: {
  row: Row<Data>;
  detail: NonNullable<TableDeclaration['detail']>;
  span: number;
}) => (
  <Table.Tr>
    <Table.Td colSpan={span}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
        {detail.map((item) => (
          <Fragment key={item.field}>
            <Text component="dt" fw={500} size="sm">
              {item.label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {formatCell({ field: item.field, header: item.label, type: item.type }, row.original) || '-'}
            </Text>
          </Fragment>
        ))}
      </dl>
    </Table.Td>
  </Table.Tr>
);

const Cells = ({ row }: { row: Row<Data> }) => (
  <>
    {row.getVisibleCells().map((cell) => (
      <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
    ))}
  </>
);

/** The header and body of the table for the current page. */
export function TableBody({ table, declaration }: { table: TanTable<Data>; declaration: TableDeclaration }) {
  const rows = table.getRowModel().rows;
  const span = table.getVisibleLeafColumns().length;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const shown = virtual ? items.map((item) => rows[item.index]) : rows;
  const before = virtual && items.length ? items[0].start : 0;
  const after = virtual && items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <div ref={scroller} style={virtual ? { maxHeight: 640, overflowY: 'auto' } : undefined}>
      <Table
        striped
        highlightOnHover
        stickyHeader={virtual}
        aria-rowcount={table.getPrePaginationRowModel().rows.length}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}{' '}
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {before > 0 ? <tr style={{ height: before }} /> : null}
          {shown.map((row) => (
            <Fragment key={row.id}>
              <Table.Tr style={virtual ? { height: ROW_HEIGHT } : undefined}>
                <Cells row={row} />
              </Table.Tr>
              {row.getIsExpanded() && declaration.detail ? (
                <Detail row={row} detail={declaration.detail} span={span} />
              ) : null}
            </Fragment>
          ))}
          {after > 0 ? <tr style={{ height: after }} /> : null}
        </Table.Tbody>
      </Table>
    </div>
  );
}
