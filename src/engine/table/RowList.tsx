// A row action's dialog showing a list the row holds (`list`: its status history, its documents) as a read-only table;
// a document cell opens the stored file in the viewer. Its own chunk, fetched when first opened.
import { Button, Modal, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TableAction, TableColumn } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { useDocumentView } from '../document/use-document-view';
import { useEngine } from '../EngineContext';
import { formatCell } from './format';
import { message } from '../core/message';

type Row = Record<string, unknown>;
type DocumentRef = { documentId?: string; documentName?: string };

/** Props of RowList. */
export interface RowListProps {
  action: TableAction & { list: NonNullable<TableAction['list']> };
  row: Row;
  onClose: () => void;
}

/** The dialog; closing it returns to the table. */
export default function RowList({ action, row, onClose }: RowListProps) {
  const engine = useEngine();
  const { list } = action;
  const fetch = list.fetch;
  const viewer = useDocumentView(
    fetch ? (documentId) => engine.call(fetch, { documentId }) as Promise<Blob> : undefined,
  );
  const entries = (fieldValue(row, list.field) as Row[] | undefined) ?? [];
  const open = async (reference: DocumentRef) => {
    const failure = await viewer.view(reference.documentId!, reference.documentName ?? reference.documentId!);
    if (failure) notifications.show({ color: 'red', message: failure });
  };
  const cell = (column: (typeof list.columns)[number], entry: Row) => {
    if (column.type !== 'document') return formatCell(column as TableColumn, entry) || '-';
    const reference = fieldValue(entry, column.field) as DocumentRef | null | undefined;
    if (!reference?.documentId) return '-';
    return (
      <Button size="compact-sm" variant="subtle" onClick={() => void open(reference)}>
        {reference.documentName ?? reference.documentId}
      </Button>
    );
  };
  return (
    <>
      <Modal opened onClose={onClose} title={action.dialogTitle ?? action.label} size={action.dialogSize ?? 'lg'}>
        {entries.length === 0 ? (
          <Text c="dimmed" ta="center" p="md">
            {list.empty ?? message('common.noRecord')}
          </Text>
        ) : (
          <Table striped withTableBorder aria-label={action.dialogTitle ?? action.label}>
            <Table.Thead>
              <Table.Tr>
                {list.columns.map((column) => (
                  <Table.Th key={column.field}>{column.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                <Table.Tr key={index}>
                  {list.columns.map((column) => (
                    <Table.Td key={column.field}>{cell(column, entry)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Modal>
      {viewer.dialog}
    </>
  );
}
