// Table benchmark page "ours": MasterTable over 10,000 generated rows, with search and a status toggle.
// Marks for the first-load breakdown (table-measure.mjs --trace): module-start (every import evaluated), render-start,
// table-loading (the loader is in the DOM), rows-requested (SWR called the list action), rows-answered (SWR's
// onSuccess: it has the rows and hands them to the table), table-ready (the first cell is in the DOM).
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { Container, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import type { TableDeclaration } from '../../src/engine/core/declarations';
import { EngineProvider, type Engine } from '../../src/engine/EngineContext';
import { filterRows } from '../../src/engine/table/filtering';
import { MasterTable } from '../../src/engine/table/MasterTable';
import { columnId, sortRows } from '../../src/engine/table/sorting';
import { exposeRowCount, exposeSortFirst, markRenderStart, markWhenShown, stringParam } from './marks';
import { makeRows } from './table-rows';

performance.mark('bench:module-start');
const ROWS = makeRows();
const SEARCH = ['name', 'city'];

/** ?pageSize=all (default: every row on one page, so the table virtualises) or a number such as 10. */
const pageSizeParam = stringParam('pageSize', 'all');
const pageSize = pageSizeParam === 'all' ? ROWS.length : Number(pageSizeParam);

const declaration: TableDeclaration = {
  id: 'bench-merchants',
  title: 'Merchants',
  source: 'bench-rows',
  rowKey: 'id',
  row: { type: 'object' },
  columns: [
    { field: 'id', header: 'Code', sortable: true },
    { field: 'name', header: 'Name', sortable: true },
    { field: 'city', header: 'City' },
    { field: 'country', header: 'Country' },
    { field: 'status', header: 'Status', type: 'toggle', action: 'bench-toggle' },
  ],
  search: SEARCH,
  pageSize,
};

/** The list action answers at once with the generated rows; the toggle's action accepts anything. */
const ENGINE: Engine = {
  widgets: {},
  rules: {},
  call: async (action) => {
    if (action !== 'bench-rows') return {};
    performance.mark('bench:rows-requested');
    return ROWS;
  },
  context: { console: 'admin' },
};

exposeRowCount((query) => filterRows(ROWS, query, SEARCH, [], {}).length);
const NAME = columnId(declaration.columns[1], 1);
exposeSortFirst(
  (state) => sortRows(ROWS, state === 'none' ? [] : [{ id: NAME, desc: state === 'desc' }], declaration.columns)[0].id,
);
const root = document.getElementById('root')!;
markWhenShown(root, `[aria-label="Loading ${declaration.title}"]`, 'bench:table-loading');
markWhenShown(root, 'tbody td', 'bench:table-ready');
markRenderStart();
createRoot(root).render(
  <StrictMode>
    <MantineProvider>
      <Container size="lg" py="md">
        <EngineProvider engine={ENGINE}>
          <SWRConfig value={{ onSuccess: () => performance.mark('bench:rows-answered') }}>
            <MasterTable table={{ declaration }} />
          </SWRConfig>
        </EngineProvider>
      </Container>
    </MantineProvider>
  </StrictMode>,
);
