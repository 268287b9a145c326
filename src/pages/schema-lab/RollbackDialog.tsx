// Confirms a rollback: an earlier version is published again as the next one, with an optional comment.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { message } from '../../engine/core/message';
import { rollbackDeclaration, type DeclarationKind, type Published } from './lab-api';
import { refusalOf, type Refusal } from './refusal';
import { RefusalAlert } from './RefusalAlert';

/** The server's status when records would fail and no reason was given. */
const NEEDS_REASON = 409;

/** Props of RollbackDialog. */
export interface RollbackDialogProps {
  kind: DeclarationKind;
  id: string;
  /** The version to publish again; the dialog is closed without one. */
  version?: number;
  /** The number the rollback will publish. */
  next: number;
  onClose: () => void;
  onRolledBack: (published: Published, serverMessage: string) => void;
}

/** The dialog's body, mounted afresh for each version asked for. */
function RollbackForm({ kind, id, version, onClose, onRolledBack }: RollbackDialogProps & { version: number }) {
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const [needsReason, setNeedsReason] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (needsReason && !reason.trim()) return setReasonError(message('schemaLab.versions.reasonNeeded'));
    setReasonError(undefined);
    setBusy(true);
    try {
      const { data, message: said } = await rollbackDeclaration({
        kind,
        id,
        version,
        comment: comment.trim() || undefined,
        confirm: needsReason ? { reason: reason.trim() } : undefined,
      });
      onRolledBack(data, said);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused.status === NEEDS_REASON && refused.errors.length) setNeedsReason(true);
      setRefusal(refused);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={message('schemaLab.rollbackDialog.comment')}
        autosize
        minRows={2}
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        data-autofocus
      />
      {needsReason ? (
        <Textarea
          label={message('schemaLab.publishForm.reason')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      ) : null}
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {message('schemaLab.rollbackDialog.cancel')}
        </Button>
        <Button color="orange" loading={busy} onClick={() => void confirm()}>
          {message('schemaLab.rollbackDialog.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A Mantine Modal (focus kept inside) asking to confirm the rollback. */
export function RollbackDialog(props: RollbackDialogProps) {
  const { version, next, onClose } = props;
  return (
    <Modal
      opened={version !== undefined}
      onClose={onClose}
      title={version === undefined ? '' : message('schemaLab.rollbackDialog.title', { version })}
    >
      {version === undefined ? null : (
        <Stack gap="sm">
          <Text size="sm">{message('schemaLab.rollbackDialog.body', { version, next })}</Text>
          <RollbackForm key={version} {...props} version={version} />
        </Stack>
      )}
    </Modal>
  );
}
