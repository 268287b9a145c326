// The rows of a master table's page: drawn whole for a page of up to VIRTUAL_FROM rows, virtualised past that. The
// virtualiser is fetched on use: a table's first load (ten rows a page unless declared otherwise) does not carry it.
import { lazy, memo, Suspense } from 'react';
import { ROW_HEIGHT, SCROLL_HEIGHT, TableRows, type TableBodyProps } from './TableRows';

/** Pages longer than this are drawn through the virtualiser. */
export const VIRTUAL_FROM = 100;

const loadVirtualBody = () => import('./VirtualBody');
const VirtualBody = lazy(loadVirtualBody);

/** Fetches the virtualiser now, for a table whose declared pages are long enough to need it. */
export const preloadVirtualBody = (pageSize: number) => {
  if (pageSize > VIRTUAL_FROM) void loadVirtualBody();
};

/** While the virtualiser is on its way: the screenful it would draw first. */
const SCREENFUL = Math.ceil(SCROLL_HEIGHT / ROW_HEIGHT);

/** The header and body of the table for the current page; typing in the search box does not re-render it. */
export const TableBody = memo(function TableBody(props: TableBodyProps) {
  if (props.rows.length <= VIRTUAL_FROM) return <TableRows {...props} window={{ first: 0, end: props.rows.length }} />;
  return (
    <Suspense fallback={<TableRows {...props} window={{ first: 0, end: SCREENFUL }} />}>
      <VirtualBody {...props} />
    </Suspense>
  );
});
