// A table declaration rendered as the app renders it, with sample rows in place of its source and nothing saved.
import { SegmentedControl, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SWRConfig } from 'swr';
import { forConsole, type PerConsole } from '../../engine/core/audience';
import { bundleSchema, type SchemaRegistry } from '../../engine/core/bundle';
import type { Schema, TableDeclaration } from '../../engine/core/declarations';
import { EngineProvider, useEngine, type Engine } from '../../engine/EngineContext';
import { MasterTable } from '../../engine/table/MasterTable';
import { sampleRows } from '../../stories/sample-data';
import { attempt } from './lab-validator';
import { CannotRender } from './PreviewBoundary';
import { message } from '../../engine/core/message';

/** What a toggle or a submit saves: the lab answers these itself, so a preview never changes real data. */
const SAVED_BY_PREVIEW = { message: message('schemaLab.previewNotSaved') };

const namesOf = (value: PerConsole<string> | undefined): string[] =>
  typeof value === 'string' ? [value] : value ? Object.values(value).filter((name) => typeof name === 'string') : [];

const writesOf = (table: TableDeclaration): Set<string> =>
  new Set([
    ...table.columns.flatMap((column) => namesOf(column.action)),
    ...[...(table.actions ?? []), ...(table.rowActions ?? [])].flatMap((action) => namesOf(action.submit)),
  ]);

/** Props of TablePreview. */
export interface TablePreviewProps {
  declaration: Record<string, unknown>;
  registry: SchemaRegistry;
}

/**
 * The live table in either console (as its Admin or a Client Exporter of an approved client): the source action
 * answers twelve rows shaped by the row schema, declared saves answer without saving, other calls (option lists) go through.
 */
export function TablePreview({ declaration, registry }: TablePreviewProps) {
  const row = useMemo(
    () => attempt(() => bundleSchema((declaration as unknown as TableDeclaration).row, registry)),
    [declaration, registry],
  );
  return row.value ? (
    <LiveTable declaration={declaration as unknown as TableDeclaration} row={row.value} />
  ) : (
    <CannotRender message={row.error} />
  );
}

function LiveTable({ declaration, row }: { declaration: TableDeclaration; row: Schema }) {
  const outer = useEngine();
  const [console, setConsole] = useState(outer.context.console);
  const table = useMemo(() => ({ ...declaration, row }), [declaration, row]);
  const rows = useMemo(() => sampleRows(table.row, 12), [table.row]);
  const engine = useMemo<Engine>(() => {
    const context = {
      console,
      role: console === 'admin' ? 'Admin' : 'Client Exporter',
      clientStatus: 'Approved',
    };
    const source = forConsole(table.source, context);
    const writes = writesOf(table);
    return {
      ...outer,
      context,
      call: async (action, payload) =>
        action === source ? rows : writes.has(action) ? SAVED_BY_PREVIEW : outer.call(action, payload),
    };
  }, [outer, console, table, rows]);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={message('schemaLab.preview.console')}
        value={console}
        onChange={(value) => setConsole(value as typeof console)}
        data={[
          { label: message('schemaLab.preview.adminConsole'), value: 'admin' },
          { label: message('schemaLab.preview.clientConsole'), value: 'client' },
        ]}
      />
      <SWRConfig key={`${console}:${JSON.stringify(rows)}`} value={{ provider: () => new Map() }}>
        <EngineProvider engine={engine}>
          <MasterTable table={{ declaration: table }} />
        </EngineProvider>
      </SWRConfig>
    </Stack>
  );
}
