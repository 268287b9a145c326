// Table benchmark baseline: the same rows in a plain <table> through @tanstack/react-table, no Mantine, no
// virtualisation, and a naive rows.filter on every keystroke.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeRowCount, markRenderStart, markWhenRowsShown } from './marks';
import { makeRows, type BenchRow } from './table-rows';

const ROWS = makeRows();

/** Same search as the declaration of the MasterTable page: name or city contains the trimmed query, any case. */
const search = (query: string) => {
  const needle = query.trim().toLowerCase();
  return needle
    ? ROWS.filter((row) => row.name.toLowerCase().includes(needle) || row.city.toLowerCase().includes(needle))
    : ROWS;
};

const COLUMNS: ColumnDef<BenchRow>[] = [
  { accessorKey: 'id', header: 'Code' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'city', header: 'City' },
  { accessorKey: 'country', header: 'Country' },
  {
    accessorKey: 'status',
    header: 'Status',
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
  const table = useReactTable({
    data: rows,
    columns: COLUMNS,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
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
                <th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</th>
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
const root = document.getElementById('root')!;
markWhenRowsShown(root, 'bench:table-ready');
markRenderStart();
createRoot(root).render(
  <StrictMode>
    <Baseline />
  </StrictMode>,
);
