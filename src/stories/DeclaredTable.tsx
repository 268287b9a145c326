// A declared table as a story shows it: sample rows shaped by its row schema, in either console, empty, or long.
import { SWRConfig } from 'swr';
import { forConsole } from '../engine/core/audience';
import { MasterTable, type LoadedTable } from '../engine/table/MasterTable';
import { tableRows } from './sample-data';
import { StoryEngine } from './story-engine';

/** Props of DeclaredTable. */
export interface DeclaredTableProps {
  table: LoadedTable;
  console: 'client' | 'admin';
  /** How many sample rows; 12 by default. */
  rows?: number;
  /** Every row on one page, as a user who picks "All" sees them (past 100 rows, only those on screen are drawn). */
  onePage?: boolean;
}

/** Renders one table declaration with sample rows. */
export function DeclaredTable({ table, console, rows = 12, onePage = false }: DeclaredTableProps) {
  const shown = onePage ? { declaration: { ...table.declaration, pageSize: rows } } : table;
  const context = { console, role: console === 'admin' ? 'Admin' : 'Client Exporter' } as const;
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <StoryEngine
        context={context}
        rows={tableRows(table.declaration, rows)}
        source={forConsole(table.declaration.source, context)}
      >
        <MasterTable table={shown} />
      </StoryEngine>
    </SWRConfig>
  );
}
