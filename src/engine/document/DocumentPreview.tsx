// Spec 2 sections 2.2 and 2.6: a stored document opened in a dialog, a PDF or a text file in a frame, an image inline.
import { Modal } from '@mantine/core';

/** A fetched document ready to show: its object URL and whether the browser shows it in a frame (PDF, text). */
export interface Preview {
  url: string;
  framed: boolean;
}

/** Makes the preview of `blob`; whoever keeps it revokes `url` when done. */
export function previewOf(blob: Blob, name: string): Preview {
  const framed = ['application/pdf', 'text/plain'].includes(blob.type) || /\.(pdf|txt)$/i.test(name);
  return { url: URL.createObjectURL(blob), framed };
}

/** The dialog showing `preview` of the document `name`, titled `title` (the name by default). */
export function DocumentPreview({
  name,
  title = name,
  preview,
  onClose,
}: {
  name: string;
  title?: string;
  preview: Preview;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      {preview.framed ? (
        <iframe title={name} src={preview.url} style={{ width: '100%', height: '70vh', border: 0 }} />
      ) : (
        <img alt={name} src={preview.url} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />
      )}
    </Modal>
  );
}
