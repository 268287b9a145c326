// Spec 2 sections 2.2 and 2.6: a stored document opened in a dialog, a PDF in a frame and an image inline.
import { Modal } from '@mantine/core';

/** A fetched document ready to show: its object URL and whether it is a PDF. */
export interface Preview {
  url: string;
  pdf: boolean;
}

/** Makes the preview of `blob`; whoever keeps it revokes `url` when done. */
export function previewOf(blob: Blob, name: string): Preview {
  return { url: URL.createObjectURL(blob), pdf: blob.type === 'application/pdf' || /\.pdf$/i.test(name) };
}

/** The dialog showing `preview` under `name`. */
export function DocumentPreview({ name, preview, onClose }: { name: string; preview: Preview; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={name} size="xl" centered>
      {preview.pdf ? (
        <iframe title={name} src={preview.url} style={{ width: '100%', height: '70vh', border: 0 }} />
      ) : (
        <img alt={name} src={preview.url} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />
      )}
    </Modal>
  );
}
