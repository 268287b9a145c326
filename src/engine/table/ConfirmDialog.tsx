// A yes/no question before a row action runs; shows the failure message and stays open when the action fails.
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { message } from '../core/message';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  title: string;
  question: string;
  opened: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
  /** Text shown when the action fails without a message. */
  failure?: string;
  /** The buttons' words: 'Cancel' and the title by default ('No, Keep It' / 'Yes, Delete'). */
  cancelLabel?: string;
  confirmLabel?: string;
}

/** Confirm or cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, question, opened, onClose, onConfirm, failure, cancelLabel, confirmLabel } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (caught) {
      setError(failure ?? ((caught as Error).message || message('common.somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{question}</Text>
      {error ? (
        <Alert color="red" mt="md" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {cancelLabel ?? 'Cancel'}
        </Button>
        <Button color="red" loading={busy} onClick={() => void confirm()}>
          {confirmLabel ?? title}
        </Button>
      </Group>
    </Modal>
  );
}
