// The rows of a master table: plain for a page, virtualised when a page holds many rows, with expandable details.
// TanStack sees only the rows drawn, so a long list costs it a screenful of rows, not one per record.
import { Table } from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type OnChangeFn,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { elementScroll, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { lazy, memo, Suspense, useMemo, useRef } from 'react';
import type { TableDeclaration } from '../core/declarations';

// Fetched with the first row opened: a table's first load does not carry it.
const DetailSections = lazy(() => import('./DetailSections').then((module) => ({ default: module.DetailSections })));

type Data = Record<string, unknown>;

/** Pages longer than this are drawn through the virtualiser. */
export const VIRTUAL_FROM = 100;
const ROW_HEIGHT = 44;
/** The scrolling height of a virtualised page; its first render draws this much before anything is measured. */
const SCROLL_HEIGHT = 640;

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
      <Suspense fallback={null}>
        <DetailSections items={detail} record={row.original} />
      </Suspense>
    </Table.Td>
  </Table.Tr>
);

/**
 * The scroll element's size as a ResizeObserver reports it after layout. (The virtualiser's own observer also reads
 * the size while the table first renders, forcing the browser to lay the page out an extra time.) Until the first
 * report the virtualiser assumes SCROLL_HEIGHT.
 */
const observeSize = (instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void) => {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(([entry]) =>
    report({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) }),
  );
  observer.observe(element);
  return () => observer.disconnect();
};

/**
 * Scrolls the virtualised page, except to the top while the virtualiser has seen no scroll: a scroller just mounted is
 * there already, and the virtualiser's scroll on mount would force the whole page's style and layout mid-commit.
 */
const scrollTo: typeof elementScroll<HTMLDivElement> = (offset, options, instance) => {
  if (offset + (options.adjustments ?? 0) === 0 && !instance.scrollOffset) return;
  elementScroll(offset, options, instance);
};

/** What one drawn record needs; `columns` is there so that new cell renderers draw the row again. */
interface BodyRowProps {
  row: Row<Data>;
  expanded: boolean;
  columns: ColumnDef<Data>[];
  detail: TableDeclaration['detail'];
  span: number;
  height?: number;
}

/**
 * One record and its detail. A record still drawn after a keystroke in the search is not drawn again: TanStack
 * hands a new row object for the same record, so the record itself is compared.
 */
const BodyRow = memo(
  function BodyRow({ row, expanded, detail, span, height }: BodyRowProps) {
    return (
      <>
        <Table.Tr style={height ? { height } : undefined}>
          {row.getVisibleCells().map((cell) => (
            <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
          ))}
        </Table.Tr>
        {expanded && detail ? <Detail row={row} detail={detail} span={span} /> : null}
      </>
    );
  },
  (before, after) =>
    before.row.original === after.row.original &&
    (Object.keys(after) as (keyof BodyRowProps)[]).every((key) => key === 'row' || before[key] === after[key]),
);

/** What the body draws: the current page's rows in order, and the table state the header and cells change. */
export interface TableBodyProps {
  rows: Data[];
  /** Rows matching the search and filters, on every page (for screen readers). */
  total: number;
  columns: ColumnDef<Data>[];
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  expanded: ExpandedState;
  onExpandedChange: OnChangeFn<ExpandedState>;
  declaration: TableDeclaration;
}

/** The header and body of the table for the current page; typing in the search box does not re-render it. */
export const TableBody = memo(function TableBody(props: TableBodyProps) {
  const { rows: page, total, columns, sorting, onSortingChange, expanded, onExpandedChange, declaration } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = page.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? page.length : 0,
    // A page drawn whole has nothing to measure: no scroll element, so no forced layout while it renders.
    getScrollElement: () => (virtual ? scroller.current : null),
    estimateSize: () => ROW_HEIGHT,
    initialRect: { width: 0, height: SCROLL_HEIGHT },
    observeElementRect: observeSize,
    scrollToFn: scrollTo,
    overscan: 5,
  });
  const items = virtualizer.getVirtualItems();
  const first = virtual && items.length ? items[0].index : 0;
  const end = virtual ? (items.length ? items[items.length - 1].index + 1 : 0) : page.length;
  const drawn = useMemo(() => page.slice(first, end), [page, first, end]);
  const table = useReactTable({
    data: drawn,
    columns,
    state: { sorting, expanded },
    onSortingChange,
    onExpandedChange,
    getRowId: (row, index) => String(row[declaration.rowKey] ?? first + index),
    // Every row of a table with a declared detail opens; TanStack opens only rows with sub-rows otherwise.
    getRowCanExpand: () => Boolean(declaration.detail?.length),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
  });
  const rows = table.getRowModel().rows;
  const span = table.getVisibleLeafColumns().length;
  const before = virtual && items.length ? items[0].start : 0;
  const after = virtual && items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <div ref={scroller} style={virtual ? { maxHeight: SCROLL_HEIGHT, overflowY: 'auto' } : undefined}>
      <Table striped highlightOnHover stickyHeader={virtual} aria-rowcount={total}>
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
          {rows.map((row) => (
            <BodyRow
              key={row.id}
              row={row}
              expanded={row.getIsExpanded()}
              columns={columns}
              detail={declaration.detail}
              span={span}
              height={virtual ? ROW_HEIGHT : undefined}
            />
          ))}
          {after > 0 ? <tr style={{ height: after }} /> : null}
        </Table.Tbody>
      </Table>
    </div>
  );
});
