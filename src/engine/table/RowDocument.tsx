// A row action that opens or saves the row's stored document (`view` / `download` with `fetch`), in its own chunk.
import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { TableAction } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { useDocumentView } from '../document/use-document-view';
import { useEngine } from '../EngineContext';

/** Props of RowDocument. */
export interface RowDocumentProps {
  action: TableAction;
  row: Record<string, unknown>;
  params?: Record<string, unknown>;
  onDone: () => void;
}

/** Fetches the document once, then shows it (view) or saves it (download); says so when the fetch fails. */
export default function RowDocument({ action, row, params, onDone }: RowDocumentProps) {
  const engine = useEngine();
  const viewer = useDocumentView(
    (documentId) => engine.call(action.fetch!, { ...params, documentId }) as Promise<Blob>,
    onDone,
  );
  const reference = fieldValue(row, (action.view ?? action.download)!) as
    { documentId?: string; documentName?: string } | undefined;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !reference?.documentId) return;
    started.current = true;
    const name = reference.documentName ?? reference.documentId;
    if (action.download) void viewer.download(reference.documentId, name).then(onDone);
    else void viewer.view(reference.documentId, name);
  }, [action.download, reference, viewer, onDone]);
  if (viewer.failed)
    return (
      <Text c="red" size="sm" role="alert">
        Failed to fetch document
      </Text>
    );
  return viewer.dialog;
}
