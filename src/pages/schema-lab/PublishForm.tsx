// Publishing the edited declaration: a comment always, a reason when stored records would fail, the refusals as said.
import { Button, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { message } from '../../engine/core/message';
import { publishDeclaration, type DeclarationKind, type Published } from './lab-api';
import { refusalOf, type Refusal } from './refusal';
import { RefusalAlert } from './RefusalAlert';

/** The server's status when records would fail and no reason was given. */
const NEEDS_REASON = 409;

/** Props of PublishForm. */
export interface PublishFormProps {
  kind: DeclarationKind;
  /** The declaration as edited (its last text that parsed). */
  declaration: Record<string, unknown>;
  /** True while the editor's text does not parse: what would be published is not what is shown. */
  unparsed: boolean;
  /** True when the impact of this very declaration found stored records that would fail. */
  recordsWouldFail: boolean;
  onPublished: (published: Published, serverMessage: string) => void;
}

/** A required text of up to 500 characters (the routes' limit), growing with what is typed. */
function Text(props: { label: string; hint: string; value: string; error?: string; onChange: (text: string) => void }) {
  return (
    <Textarea
      label={props.label}
      description={props.hint}
      required
      autosize
      minRows={2}
      maxLength={500}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

/** The comment, the reason when needed, the Publish button and the server's refusal. */
export function PublishForm({ kind, declaration, unparsed, recordsWouldFail, onPublished }: PublishFormProps) {
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ comment?: string; reason?: string }>({});
  const [refusal, setRefusal] = useState<Refusal>();
  const [askedForReason, setAskedForReason] = useState(false);
  const [busy, setBusy] = useState(false);
  const needsReason = recordsWouldFail || askedForReason;

  const submit = async () => {
    const missing = {
      comment: comment.trim() ? undefined : message('schemaLab.versions.commentNeeded'),
      reason: needsReason && !reason.trim() ? message('schemaLab.versions.reasonNeeded') : undefined,
    };
    setErrors(missing);
    if (unparsed) setRefusal({ message: message('schemaLab.publishForm.notParsed'), status: 0, errors: [] });
    if (missing.comment || missing.reason || unparsed) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const confirm = needsReason ? { reason: reason.trim() } : undefined;
      const { data, message: said } = await publishDeclaration({ kind, declaration, comment: comment.trim(), confirm });
      setComment('');
      setReason('');
      setAskedForReason(false);
      onPublished(data, said);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused.status === NEEDS_REASON && refused.errors.length) setAskedForReason(true);
      setRefusal(refused);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={4}>{message('schemaLab.publishForm.title')}</Title>
      <Text
        label={message('schemaLab.publishForm.comment')}
        hint={message('schemaLab.publishForm.commentHint')}
        value={comment}
        error={errors.comment}
        onChange={setComment}
      />
      {needsReason ? (
        <Text
          label={message('schemaLab.publishForm.reason')}
          hint={message('schemaLab.publishForm.reasonHint')}
          value={reason}
          error={errors.reason}
          onChange={setReason}
        />
      ) : null}
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
      <Button onClick={() => void submit()} loading={busy} style={{ alignSelf: 'flex-start' }}>
        {message('schemaLab.publishForm.publish')}
      </Button>
    </Stack>
  );
}
