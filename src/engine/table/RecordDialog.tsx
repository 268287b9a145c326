// A row action's record in a dialog of its own, read-only (a client's View of a reversal: detail and timeline).
import { Button, Group, Modal } from '@mantine/core';
import type { RecordView as RecordViewDeclaration } from '../core/declarations';
import { RecordView } from './RecordView';

// The form dialog's record view comes from this chunk too, so a table fetches one part for both.
export { RecordView };

/** Props of RecordDialog. */
export interface RecordDialogProps {
  title: string;
  view: RecordViewDeclaration;
  row: Record<string, unknown>;
  onClose: () => void;
}

/** Open until closed. */
export default function RecordDialog({ title, view, row, onClose }: RecordDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <RecordView view={view} row={row} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
