// The wizard's dialogs: a check's progress and success, the skip confirmation and the completion message.
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { WizardDialog } from '../core/declarations';
import type { CheckDialog } from './use-step-check';

/** The check's progress (no close button: it ends by itself) or its success. */
export function CheckDialogView({ dialog, onClose }: { dialog?: CheckDialog; onClose: () => void }) {
  return (
    <Modal
      opened={Boolean(dialog)}
      onClose={onClose}
      withCloseButton={dialog?.kind === 'success'}
      closeOnClickOutside={dialog?.kind === 'success'}
      closeOnEscape={dialog?.kind === 'success'}
      title={dialog?.title}
      centered
    >
      <Stack align="center" gap="sm">
        {dialog?.kind === 'progress' ? <Loader aria-label={dialog.title} /> : null}
        {dialog?.text ? <Text ta="center">{dialog.text}</Text> : null}
      </Stack>
    </Modal>
  );
}

/** A declared confirmation: its title, text, and confirm and cancel buttons. */
export function ConfirmDialogView({
  dialog,
  opened,
  onConfirm,
  onCancel,
  confirmColor,
}: {
  dialog: Omit<WizardDialog, 'cancel'> & { cancel?: string };
  opened: boolean;
  /** A destructive confirmation's colour (red for a delete). */
  confirmColor?: string;
  onConfirm: () => void;
  onCancel?: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel ?? onConfirm}
      withCloseButton={Boolean(onCancel)}
      title={dialog.title}
      centered
    >
      <Text>{dialog.text}</Text>
      <Group justify="flex-end" mt="lg">
        {onCancel && dialog.cancel ? (
          <Button variant="default" onClick={onCancel}>
            {dialog.cancel}
          </Button>
        ) : null}
        <Button color={confirmColor} onClick={onConfirm}>
          {dialog.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
