// A page form's declared follow-up in a dialog (the OTP sent to a new number), fetched only when a save asks for it.
import { notifications } from '@mantine/notifications';
import type { PageForm } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { FormDialog } from '../table/FormDialog';
import { messageOf } from './answer';
import { message } from '../core/message';

/** Props of FollowUpDialog. */
export interface FollowUpDialogProps {
  followUp: NonNullable<PageForm['followUp']>;
  /** The page's parameters, added to the follow-up's payload. */
  params: Record<string, unknown>;
  /** What the save answered (where the OTP was sent), above the form. */
  text: string;
  onClose: () => void;
  /** Refreshes the page after the follow-up saved. */
  onSaved: () => Promise<void>;
}

/** The follow-up's form, saved through its own action; a success says so and refreshes the page. */
export default function FollowUpDialog({ followUp, params, text, onClose, onSaved }: FollowUpDialogProps) {
  const engine = useEngine();
  return (
    <FormDialog
      opened
      title={followUp.title}
      formId={followUp.form}
      text={text}
      onClose={onClose}
      submit={async (values) => {
        const result = await engine.call(followUp.submit, { ...params, ...values });
        notifications.show({ color: 'green', message: messageOf(result) ?? message('common.saved'), autoClose: 2000 });
        await onSaved();
        return messageOf(result);
      }}
    />
  );
}
