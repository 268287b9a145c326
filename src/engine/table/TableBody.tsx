// The rows of a master table's page: drawn whole for a page of up to VIRTUAL_FROM rows, past that only those on screen
// in a scroller of their own (row-window.ts).
import { memo } from 'react';
import { useRowWindow } from './row-window';
import { TableRows, type TableBodyProps } from './TableRows';

/** Pages longer than this draw only the rows on screen. */
export const VIRTUAL_FROM = 100;

/** A long page: the rows its scroller shows, between spacers as tall as the rows it leaves out. */
function WindowedRows(props: TableBodyProps) {
  return <TableRows {...props} window={useRowWindow(props.rows.length)} />;
}

/**
 * The header and body of the table for the current page; typing in the search box does not re-render it. Whether the
 * rows are windowed follows the page's size, not how many rows match now: a search that narrows a long page keeps
 * its scroller, rather than replacing the whole table with one that draws every row left.
 */
export const TableBody = memo(function TableBody({ pageSize, ...props }: TableBodyProps & { pageSize: number }) {
  if (pageSize <= VIRTUAL_FROM) return <TableRows {...props} window={{ first: 0, end: props.rows.length }} />;
  return <WindowedRows {...props} />;
});
