// Opening a stored document (spec 2 sections 2.2 and 2.6): fetch it, show it in the preview dialog, free it on close.
import { useEffect, useState } from 'react';
import { lazyComponent } from '../arrival';
import { message } from '../core/message';
import { previewOf, type Preview } from './preview';

// Fetched when a document is first opened: the dialog brings Mantine's Modal with its focus trap and scroll area.
const DocumentPreview = lazyComponent(() => import('./DocumentPreview'));

/** The words for a fetch that failed: its own message (the spec's or the server's), else 'Failed to fetch document'. */
const failureOf = (error: unknown) => (error instanceof Error && error.message) || message('upload.fetchFailed');

/**
 * `view(documentId, name)` opens the document and `download(documentId, name)` saves it, each answering the failure's
 * words or undefined; `dialog` is the preview to render; `failed` says the last fetch failed.
 */
export function useDocumentView(
  fetchDocument: ((documentId: string) => Promise<Blob>) | undefined,
  /** Called when the viewer is closed. */
  onClosed?: () => void,
  /** The preview dialog's title; the document's name by default. */
  title?: string,
) {
  const [shown, setShown] = useState<{ name: string; preview: Preview }>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (shown) return () => URL.revokeObjectURL(shown.preview.url);
  }, [shown]);
  const view = async (documentId: string, name: string): Promise<string | undefined> => {
    try {
      if (!fetchDocument) throw new Error();
      setShown({ name, preview: previewOf(await fetchDocument(documentId), name) });
      setFailed(false);
    } catch (error) {
      setFailed(true);
      return failureOf(error);
    }
  };
  const download = async (documentId: string, name: string): Promise<string | undefined> => {
    try {
      if (!fetchDocument) throw new Error();
      const url = URL.createObjectURL(await fetchDocument(documentId));
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setFailed(false);
    } catch (error) {
      setFailed(true);
      return failureOf(error);
    }
  };
  const dialog = shown ? (
    <DocumentPreview
      name={shown.name}
      title={title}
      preview={shown.preview}
      onClose={() => {
        setShown(undefined);
        onClosed?.();
      }}
    />
  ) : null;
  return { view, download, dialog, failed };
}
