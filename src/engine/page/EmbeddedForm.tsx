// A page tab's declared form, in its own chunk: inline, or behind a button that opens it in a dialog.
import { Button, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { forms } from 'virtual:declarations';
import { useState } from 'react';
import { lazyComponent, lazyNamed } from '../arrival';
import { useSWRConfig } from 'swr';
import type { PageForm } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { SchemaForm } from '../form/SchemaForm';
import { DetailSections } from '../table/detail-sections-on-show';
import { RecordState } from './RecordState';
import { useLoaded } from './use-loaded';
import { useFormExit } from './use-form-exit';
import { useRecord } from './use-record';
import { answerField, messageOf } from './answer';
import { message } from '../core/message';

// Fetched when its button is pressed: a dialog brings Mantine's Modal with its overlay, focus trap and scroll area.
const FormDialog = lazyNamed(() => import('../table/FormDialog'), 'FormDialog');

// Fetched when a save asks for the declared follow-up (an OTP sent to a new number).
const FollowUpDialog = lazyComponent(() => import('./FollowUpDialog'));

/** Props of EmbeddedForm. */
export interface EmbeddedFormProps {
  form: PageForm;
  /** The page's parameters: given to the load action and added to the submit's payload. */
  params: Record<string, unknown>;
  /** The page's record, which the form's rules read as `related.page` (a client's role). */
  record?: Record<string, unknown>;
}

/** Keys of what a page shows beside the form: its record and its tables, asked again after a save. */
const pageKeys = (key: unknown) => Array.isArray(key) && (key[0] === 'page-record' || key[0] === 'table');

/**
 * The form; a successful save says so in a snackbar and refreshes the page's record and tables (a status change
 * shows in the summary and the remark history), a failed one keeps what was typed. When the answer asks for the
 * declared `followUp` (an OTP sent to a new number), its dialog opens with the answer's message instead.
 */
export default function EmbeddedForm({ form, params, record }: EmbeddedFormProps) {
  const engine = useEngine();
  const { mutate } = useSWRConfig();
  const related = { page: record };
  const loaded = useLoaded(forms[form.id], `No form "${form.id}" under schemas/`);
  const start = useRecord(form.load, params);
  const exit = useFormExit(form);
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Record<string, unknown>>();
  /** The answer's message while the follow-up dialog is open. */
  const [followUpText, setFollowUpText] = useState<string>();
  const refresh = async () => {
    await Promise.all([start.mutate(), mutate(pageKeys)]);
    setRound((count) => count + 1);
  };
  const submit = async (values: Record<string, unknown>) => {
    const result = await engine.call(form.submit, { ...params, ...values });
    // A form with a declared result (a quote) shows the answer and keeps what was typed; others say they saved.
    if (form.result) return void setAnswer(result as Record<string, unknown>);
    const waiting = form.followUp && answerField(result, form.followUp.when) != null;
    if (waiting) {
      await refresh();
      setFollowUpText(messageOf(result) ?? '');
      return messageOf(result);
    }
    notifications.show({ color: 'green', message: messageOf(result) ?? message('common.saved'), autoClose: 2000 });
    // Records and lists are asked again before the form goes on, so the list it goes to shows the saved row.
    if (form.then) {
      await mutate(pageKeys);
      return void exit.saved();
    }
    await refresh();
    return messageOf(result);
  };
  const next = form.followUp;
  const followUp =
    next && followUpText !== undefined ? (
      <FollowUpDialog
        fallback={<Loader aria-label={`Loading ${next.title}`} />}
        followUp={next}
        params={params}
        text={followUpText}
        onClose={() => setFollowUpText(undefined)}
        onSaved={refresh}
      />
    ) : null;
  if (form.dialog)
    return (
      <>
        <Group justify="flex-end">
          <Button onClick={() => setOpen(true)}>{form.dialog}</Button>
        </Group>
        {open ? (
          <FormDialog
            fallback={<Loader aria-label={`Loading ${form.dialog}`} />}
            opened
            title={form.dialog}
            formId={form.id}
            initialData={start.data}
            related={related}
            onClose={() => setOpen(false)}
            submit={submit}
          />
        ) : null}
        {followUp}
      </>
    );
  return (
    <RecordState
      label={form.id}
      loading={!loaded.value || start.isLoading}
      error={loaded.error ?? start.error}
      retry={() => (loaded.error ? loaded.retry() : void start.mutate())}
    >
      {loaded.value ? (
        <SchemaForm
          key={round}
          form={loaded.value}
          initialData={start.data}
          related={related}
          onChange={exit.onChange}
          onValidity={exit.onValidity}
          actions={exit.cancelButton}
          onSubmit={async (values) => {
            try {
              await submit(values);
            } catch (error) {
              notifications.show({
                color: 'red',
                message: (error as Error).message || message('common.somethingWentWrong'),
              });
            }
          }}
        />
      ) : null}
      {exit.question}
      {followUp}
      {form.result && answer ? (
        <div role="region" aria-label="Result" aria-live="polite">
          <DetailSections items={form.result} record={answer} />
        </div>
      ) : null}
    </RecordState>
  );
}
