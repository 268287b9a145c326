// Opening a stored document (spec 2 sections 2.2 and 2.6): fetch it, show it in the preview dialog, free it on close.
import { useEffect, useState } from 'react';
import { DocumentPreview, previewOf, type Preview } from './DocumentPreview';

/**
 * `view(documentId, name)` opens the document and `download(documentId, name)` saves it; `dialog` is the preview to
 * render; `failed` says the fetch failed.
 */
export function useDocumentView(
  fetchDocument: ((documentId: string) => Promise<Blob>) | undefined,
  /** Called when the viewer is closed. */
  onClosed?: () => void,
) {
  const [shown, setShown] = useState<{ name: string; preview: Preview }>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (shown) return () => URL.revokeObjectURL(shown.preview.url);
  }, [shown]);
  const view = async (documentId: string, name: string) => {
    try {
      if (!fetchDocument) throw new Error('No document service');
      setShown({ name, preview: previewOf(await fetchDocument(documentId), name) });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  const download = async (documentId: string, name: string) => {
    try {
      if (!fetchDocument) throw new Error('No document service');
      const url = URL.createObjectURL(await fetchDocument(documentId));
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  const dialog = shown ? (
    <DocumentPreview
      name={shown.name}
      preview={shown.preview}
      onClose={() => {
        setShown(undefined);
        onClosed?.();
      }}
    />
  ) : null;
  return { view, download, dialog, failed };
}
