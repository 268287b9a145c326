// A declared form in a dialog titled as the form: loads it, submits through its action, keeps what was typed when the save fails.
import { Alert, Button, Loader, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { forms } from 'virtual:declarations';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SchemaForm, type LoadedForm } from '../form/SchemaForm';
import { message } from '../core/message';

/** Props of FormDialog. */
export interface FormDialogProps {
  /** Shown until the form has loaded, and after when the form declares no title of its own. */
  title: string;
  formId: string;
  opened: boolean;
  onClose: () => void;
  /** Saves the data; resolves to the server's message, rejects with it. */
  submit: (data: Record<string, unknown>) => Promise<string | undefined>;
  initialData?: Record<string, unknown>;
  /** Shows the form locked, without its submit (a row the action may not change); false by default. */
  readOnly?: boolean;
  /** Data around the form its rules may read (a table's other rows as `items`); none by default. */
  related?: Record<string, unknown>;
  /** Keeps the dialog open this long after a successful save before it closes (a share resets after 1 s). */
  closeAfterMs?: number;
  /** Width of the dialog, a CSS length ('45vw'); Mantine's lg by default. */
  size?: string;
  /** A failed save closes the dialog and says why in a snackbar, instead of keeping it open; false by default. */
  closeOnFailure?: boolean;
  /** A text above the form (what an earlier save answered: where an OTP was sent); none by default. */
  text?: string;
  /** Shown above the form (a row's record and timeline); none by default. */
  above?: ReactNode;
}

/** A row's values as a form's starting data: a null (the spec's "not given") is left out, so no field starts invalid. */
const startingData = (row: Record<string, unknown> | undefined) =>
  row && Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));

/** The dialog; closes itself only after a successful save. */
export function FormDialog({
  title,
  formId,
  opened,
  onClose,
  submit,
  initialData,
  readOnly,
  related,
  closeAfterMs,
  size,
  closeOnFailure,
  text,
  above,
}: FormDialogProps) {
  const [form, setForm] = useState<LoadedForm>();
  const [failure, setFailure] = useState<string>();
  const load = forms[formId] as (typeof forms)[string] | undefined;
  const start = useMemo(() => startingData(initialData), [initialData]);
  useEffect(() => {
    if (opened && !form && load) load().then(setForm, () => setFailure(message('common.somethingWentWrong')));
  }, [opened, form, load]);
  const save = async (data: Record<string, unknown>) => {
    setFailure(undefined);
    try {
      await submit(data);
      if (closeAfterMs) setTimeout(onClose, closeAfterMs);
      else onClose();
    } catch (error) {
      const words = (error as Error).message || message('common.somethingWentWrong');
      if (!closeOnFailure) return setFailure(words);
      notifications.show({ color: 'red', message: words });
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={form?.declaration.title ?? title} size={size ?? 'lg'} centered>
      {text ? (
        <Text mb="md" aria-live="polite">
          {text}
        </Text>
      ) : null}
      {above}
      {failure || !load ? (
        <Alert color="red" mb="md" role="alert">
          {failure ?? `Unknown form "${formId}"`}
        </Alert>
      ) : null}
      {form ? (
        <SchemaForm
          form={form}
          initialData={start}
          readOnly={readOnly}
          related={related}
          onSubmit={save}
          actions={
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          }
        />
      ) : load ? (
        <Loader aria-label="Loading form" />
      ) : null}
    </Modal>
  );
}
