// Spec 2 sections 2.2 and 2.6: a stored document opened in a dialog, a PDF or a text file in a frame, an image inline.
import { Modal } from '@mantine/core';
import type { Preview } from './preview';

/** The dialog showing `preview` of the document `name`, titled `title` (the name by default). */
export default function DocumentPreview({
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
