// Table benchmark baseline: the same rows in a plain <table> through @tanstack/react-table, no Mantine, no
// virtualisation, a naive rows.filter on every keystroke and TanStack's own sorting of every row.
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeRowCount, exposeSortFirst, markRenderStart, markWhenShown } from './marks';
import { makeRows, type BenchRow } from './table-rows';

const ROWS = makeRows();

/** Same search as the declaration of the MasterTable page: name or city contains the trimmed query, any case. */
const search = (query: string) => {
  const needle = query.trim().toLowerCase();
  return needle
    ? ROWS.filter((row) => row.name.toLowerCase().includes(needle) || row.city.toLowerCase().includes(needle))
    : ROWS;
};

/** Code and name sort (as declared on the MasterTable page), by TanStack's case-insensitive `text` order. */
const COLUMNS: ColumnDef<BenchRow>[] = [
  { accessorKey: 'id', header: 'Code', sortingFn: 'text' },
  { accessorKey: 'name', header: 'Name', sortingFn: 'text' },
  { accessorKey: 'city', header: 'City', enableSorting: false },
  { accessorKey: 'country', header: 'Country', enableSorting: false },
  {
    accessorKey: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <input
        type="checkbox"
        role="switch"
        defaultChecked={row.original.status === 'active'}
        aria-label={`Status ${row.original.id}`}
      />
    ),
  },
];

/** Search box, count and every matching row. */
function Baseline() {
  const [query, setQuery] = useState('');
  // memoised only because TanStack Table needs a stable `data`: a new array on every render resets the page index,
  // which renders again, without end (https://tanstack.com/table/v8/docs/faq)
  const rows = useMemo(() => search(query), [query]);
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: rows,
    columns: COLUMNS,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return (
    <main>
      <h2>Merchants</h2>
      <input
        aria-label="Search Merchants"
        placeholder="Search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <p>{rows.length} records</p>
      <table aria-rowcount={rows.length}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id}>
                  {header.column.getCanSort() ? (
                    <button type="button" onClick={header.column.getToggleSortingHandler()}>
                      {flexRender(header.column.columnDef.header, header.getContext())}{' '}
                      {{ asc: '▲', desc: '▼', none: '' }[header.column.getIsSorted() || 'none']}
                    </button>
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

exposeRowCount((query) => search(query).length);
/** TanStack's `text` sorting: lower-cased names compared with < and >, ties in row order, desc the reverse. */
exposeSortFirst((state) => {
  if (state === 'none') return ROWS[0].id;
  const sign = state === 'desc' ? -1 : 1;
  const name = (row: BenchRow) => row.name.toLowerCase();
  return ROWS.reduce((best, row) =>
    sign * (name(row) < name(best) ? -1 : name(row) > name(best) ? 1 : 0) < 0 ? row : best,
  ).id;
});
const root = document.getElementById('root')!;
markWhenShown(root, 'tbody td', 'bench:table-ready');
markRenderStart();
createRoot(root).render(
  <StrictMode>
    <Baseline />
  </StrictMode>,
);
