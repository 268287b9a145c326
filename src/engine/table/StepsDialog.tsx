// A row action's dialog of two steps: its declared form first (the partner chosen), then the server-driven stepper
// its `steps` declare, given the row's and the form's values; closing it at any point hands back to the table.
import { Alert, Button, Loader, Modal } from '@mantine/core';
import { forms } from 'virtual:declarations';
import { useEffect, useState } from 'react';
import type { TableAction } from '../core/declarations';
import { SchemaForm, type LoadedForm } from '../form/SchemaForm';
import { ServerStepper } from '../stepper/ServerStepper';
import { message } from '../core/message';

/** Props of StepsDialog. */
export interface StepsDialogProps {
  action: TableAction;
  row: Record<string, unknown>;
  /** The table's own parameters (a page's { clientId }), under the row's. */
  params?: Record<string, unknown>;
  /** Closes the dialog; the table reloads, since the steps changed what it lists. */
  onClose: () => void;
}

/** The dialog; the first step's values are kept only until it closes. */
export default function StepsDialog({ action, row, params, onClose }: StepsDialogProps) {
  const [form, setForm] = useState<LoadedForm>();
  const [failure, setFailure] = useState<string>();
  const [chosen, setChosen] = useState<Record<string, unknown>>();
  const load = action.form ? forms[action.form] : undefined;
  useEffect(() => {
    if (load) load().then(setForm, () => setFailure(message('common.somethingWentWrong')));
  }, [load]);
  const title = chosen ? undefined : (form?.declaration.title ?? action.dialogTitle ?? action.label);
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      {failure ? (
        <Alert color="red" role="alert" mb="md">
          {failure}
        </Alert>
      ) : null}
      {chosen ? (
        <ServerStepper stepper={action.steps!} params={chosen} onDone={onClose} />
      ) : form ? (
        <SchemaForm
          form={form}
          onSubmit={(values) => setChosen({ ...params, ...row, ...values })}
          actions={
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          }
        />
      ) : (
        <Loader aria-label="Loading form" />
      )}
    </Modal>
  );
}
