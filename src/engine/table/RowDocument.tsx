// A row action that opens or saves the row's stored document (`view` / `download` with `fetch`), in its own chunk.
import { notifications } from '@mantine/notifications';
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

/** Fetches the document once, then shows it (view) or saves it (download); says why in a snackbar when the fetch fails. */
export default function RowDocument({ action, row, params, onDone }: RowDocumentProps) {
  const engine = useEngine();
  const viewer = useDocumentView(
    (documentId) => engine.call(action.fetch!, { ...params, documentId }) as Promise<Blob>,
    onDone,
    action.dialogTitle,
  );
  const reference = fieldValue(row, (action.view ?? action.download)!) as
    { documentId?: string; documentName?: string } | undefined;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !reference?.documentId) return;
    started.current = true;
    const name = reference.documentName ?? reference.documentId;
    // A download is done once saved; a view once its dialog closes. A failure says why in a snackbar and is done.
    const finish = (failure: string | undefined) => {
      if (failure) notifications.show({ color: 'red', message: failure });
      if (failure || action.download) onDone();
    };
    void (action.download ? viewer.download : viewer.view)(reference.documentId, name).then(finish);
  }, [action.download, reference, viewer, onDone]);
  return viewer.dialog;
}
