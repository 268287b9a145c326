// Renders a declared wizard: a linear stepper of forms, panels and the generated review, with guards, saves, skip and a draft.
import { Alert, Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { forConsole, isFor } from '../core/audience';
import type { WizardDeclaration, WizardStep } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { SchemaForm, type LoadedForm } from '../form/SchemaForm';
import { clearDraft, mergeDraft, readDraft, writeDraft } from './draft';
import { isReadOnly } from './read-only';
import { resumeIndex } from './resume';
import { ReviewSummary } from './ReviewSummary';

/** The spec's message when a move is not allowed (spec 2 section 5). */
export const GUARD_MESSAGE = 'Please fill all required fields before proceeding.';

/** Props of Wizard. */
export interface WizardProps {
  wizard: WizardDeclaration;
  /** Every form the steps name, loaded. */
  forms: Record<string, LoadedForm>;
  /** Whose draft this is (the user id), so two users on one browser never share one. */
  owner: string;
  /** Saved data by step id, as the load action returned it. */
  saved?: Record<string, unknown>;
  /** Leaves the wizard (finish or skip). */
  onNavigate: (path: string) => void;
}

/** The wizard; its data is one object keyed by step id. */
export function Wizard({ wizard, forms, owner, saved = {}, onNavigate }: WizardProps) {
  const engine = useEngine();
  const steps = useMemo(
    () => wizard.steps.filter((step) => isFor(step, engine.context)),
    [wizard.steps, engine.context],
  );
  const readOnly = isReadOnly(wizard, engine.context);
  const validators = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(forms).map(([id, form]) => [
          id,
          createPrecompiledValidator(form.validateFns as never, form.declaration.schema as RJSFSchema),
        ]),
      ),
    [forms],
  );
  const complete = useCallback(
    (step: WizardStep, value: unknown) => {
      if (step.form)
        return (
          value !== undefined &&
          !validators[step.form]?.rawValidation(forms[step.form].declaration.schema as RJSFSchema, value).errors?.length
        );
      if (step.panel) return engine.panels?.[step.panel]?.complete(value) ?? false;
      return true;
    },
    [validators, forms, engine.panels],
  );
  const [draft] = useState(() => (readOnly ? null : readDraft(wizard.id, owner)));
  const [data, setData] = useState<Record<string, unknown>>(() => mergeDraft(saved, draft));
  const [active, setActive] = useState(() =>
    Math.min(draft?.step ?? resumeIndex(steps, mergeDraft(saved, draft), complete), steps.length - 1),
  );
  const [failure, setFailure] = useState<string>();
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    if (!readOnly) writeDraft(wizard.id, owner, { step: active, data });
  }, [wizard.id, owner, active, data, readOnly]);

  const step = steps[active];
  const setStepData = useCallback(
    (id: string, value: unknown) => setData((current) => ({ ...current, [id]: value })),
    [],
  );
  const go = (index: number) => {
    setFailure(undefined);
    setActive(index);
  };
  const tryGo = (index: number) => {
    if (
      readOnly ||
      index <= active ||
      steps.slice(0, index).every((candidate) => candidate.review || complete(candidate, data[candidate.id]))
    )
      return go(index);
    notifications.show({ color: 'red', message: wizard.guardMessage ?? GUARD_MESSAGE, autoClose: 3000 });
  };
  const saveAndNext = async (value: unknown) => {
    setStepData(step.id, value);
    if (step.save && !readOnly) {
      try {
        await engine.call(step.save, value);
      } catch (error) {
        setFailure((error as Error).message || 'Something went wrong');
        return;
      }
    }
    go(active + 1);
  };
  const finish = async () => {
    setFinishing(true);
    setFailure(undefined);
    try {
      if (wizard.finish) await engine.call(wizard.finish, data);
      clearDraft(wizard.id, owner);
      const to = forConsole(wizard.finishTo, engine.context);
      if (to) onNavigate(to);
    } catch (error) {
      setFailure((error as Error).message || 'Something went wrong');
    } finally {
      setFinishing(false);
    }
  };

  const back =
    active > 0 ? (
      <Button variant="default" onClick={() => go(active - 1)}>
        Back
      </Button>
    ) : null;
  const skip =
    wizard.skip && isFor(wizard.skip, engine.context) && !readOnly ? (
      <Button variant="subtle" onClick={() => setConfirmSkip(true)}>
        Skip
      </Button>
    ) : null;
  const Panel = step?.panel ? engine.panels?.[step.panel] : undefined;

  return (
    <Stack gap="md">
      {readOnly && wizard.readOnlyBanner ? (
        <Alert color="blue" role="status">
          {wizard.readOnlyBanner}
        </Alert>
      ) : null}
      <Stepper active={active} onStepClick={tryGo} allowNextStepsSelect={!readOnly} size="sm">
        {steps.map((candidate) => (
          <Stepper.Step key={candidate.id} label={candidate.title} />
        ))}
      </Stepper>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {step?.form && forms[step.form] ? (
        <SchemaForm
          key={step.id}
          form={forms[step.form]}
          initialData={data[step.id] as Record<string, unknown> | undefined}
          readOnly={readOnly}
          onChange={(value) => setStepData(step.id, value)}
          onSubmit={saveAndNext}
          submitLabel="Save & Next"
          actions={
            <>
              {skip}
              {back}
            </>
          }
        />
      ) : null}
      {Panel ? (
        <>
          <Panel.component
            value={data[step.id]}
            onChange={(value) => setStepData(step.id, value)}
            readOnly={readOnly}
          />
          <Group justify="flex-end">
            {skip}
            {back}
            <Button
              onClick={() =>
                complete(step, data[step.id]) || readOnly ? void saveAndNext(data[step.id]) : tryGo(active + 1)
              }
            >
              Next
            </Button>
          </Group>
        </>
      ) : null}
      {step?.review ? (
        <>
          <ReviewSummary steps={steps} forms={forms} data={data} onEdit={readOnly ? undefined : go} />
          <Group justify="flex-end">
            {back}
            {readOnly ? null : (
              <Button onClick={() => void finish()} loading={finishing}>
                Finish
              </Button>
            )}
          </Group>
        </>
      ) : null}
      {readOnly && step && !step.review ? (
        <Group justify="flex-end">
          <Button onClick={() => go(active + 1)}>Next</Button>
        </Group>
      ) : null}
      <Modal opened={confirmSkip} onClose={() => setConfirmSkip(false)} title="Skip" centered>
        <Text>{wizard.skip?.confirm}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmSkip(false)}>
            Cancel
          </Button>
          <Button onClick={() => wizard.skip && onNavigate(wizard.skip.to)}>Skip</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
