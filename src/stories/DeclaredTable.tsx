// A declared table as a story shows it: sample rows shaped by its row schema, in either console, or empty.
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
}

/** Renders one table declaration with sample rows. */
export function DeclaredTable({ table, console, rows = 12 }: DeclaredTableProps) {
  const context = { console, role: console === 'admin' ? 'Admin' : 'Client Exporter' } as const;
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <StoryEngine
        context={context}
        rows={tableRows(table.declaration, rows)}
        source={forConsole(table.declaration.source, context)}
      >
        <MasterTable table={table} />
      </StoryEngine>
    </SWRConfig>
  );
}
