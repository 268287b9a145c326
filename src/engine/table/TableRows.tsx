// The header and rows of a master table's page, for a window of its records: all of them, or those its scroller
// shows (row-window.ts). TanStack sees only the rows drawn, so a long list costs it a screenful, not one per record.
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
import { memo, useMemo, type Ref } from 'react';
import type { TableDeclaration } from '../core/declarations';
// Fetched with the first row opened: a table's first load does not carry it.
import { DetailSections } from './detail-sections-on-show';

type Data = Record<string, unknown>;

/** The height of every drawn row, which tells a scroller's offset which rows it shows. */
export const ROW_HEIGHT = 44;
/** The scrolling height of a windowed page: how many rows it draws at once. */
export const SCROLL_HEIGHT = 640;

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
      <DetailSections items={detail} record={row.original} />
    </Table.Td>
  </Table.Tr>
);

/**
 * A body row's and cell's look, as Table.Tr and Table.Td give it inside this striped, highlighted table: Mantine's own
 * class names and data attributes, set on plain elements. A page's records are most of a table's elements, and each of
 * Mantine's components resolves the theme and its styles anew (a fifth of the first render of a screenful of rows).
 */
const ROW = {
  className: `${Table.classes.tr} mantine-Table-tr`,
  'data-with-row-border': true,
  'data-striped': 'odd',
  'data-hover': true,
} as const;
const CELL = `${Table.classes.td} mantine-Table-td`;

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
        <tr {...ROW} style={height ? { height } : undefined}>
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} className={CELL}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
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

/** The page's records drawn, `first` to `end`; a windowed page also gives the heights it leaves undrawn. */
export interface RowWindow {
  first: number;
  end: number;
  virtual?: { before: number; after: number; scroller: Ref<HTMLDivElement> };
}

/** The header and the window's rows. */
export function TableRows({ window, ...props }: TableBodyProps & { window: RowWindow }) {
  const { rows: page, total, columns, sorting, onSortingChange, expanded, onExpandedChange, declaration } = props;
  const { first, end, virtual } = window;
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
  return (
    // A scrolling list can be scrolled from the keyboard even when its rows hold nothing to focus.
    <div
      ref={virtual?.scroller}
      style={virtual ? { maxHeight: SCROLL_HEIGHT, overflowY: 'auto' } : undefined}
      tabIndex={virtual ? 0 : undefined}
      role={virtual ? 'region' : undefined}
      aria-label={virtual ? declaration.title : undefined}
    >
      <Table striped highlightOnHover stickyHeader={Boolean(virtual)} aria-rowcount={total}>
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
          {virtual && virtual.before > 0 ? <tr style={{ height: virtual.before }} /> : null}
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
          {virtual && virtual.after > 0 ? <tr style={{ height: virtual.after }} /> : null}
        </Table.Tbody>
      </Table>
    </div>
  );
}
