// Table benchmark page "ours": MasterTable over 10,000 generated rows, with search and a status toggle.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { Container, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { TableDeclaration } from '../../src/engine/core/declarations';
import { EngineProvider, type Engine } from '../../src/engine/EngineContext';
import { filterRows } from '../../src/engine/table/filtering';
import { MasterTable } from '../../src/engine/table/MasterTable';
import { exposeRowCount, markRenderStart, markWhenRowsShown, stringParam } from './marks';
import { makeRows } from './table-rows';

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
  call: async (action) => (action === 'bench-rows' ? ROWS : {}),
  context: { console: 'admin' },
};

exposeRowCount((query) => filterRows(ROWS, query, SEARCH, [], {}).length);
const root = document.getElementById('root')!;
markWhenRowsShown(root, 'bench:table-ready');
markRenderStart();
createRoot(root).render(
  <StrictMode>
    <MantineProvider>
      <Container size="lg" py="md">
        <EngineProvider engine={ENGINE}>
          <MasterTable table={{ declaration }} />
        </EngineProvider>
      </Container>
    </MantineProvider>
  </StrictMode>,
);
