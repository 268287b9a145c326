// A vertical, linear stepper driven by the server: asks the status, marks what the server reports done, runs the
// first step not done (or shows its form first), goes on after each success and stays with the message on a failure.
import { Alert, Button, Group, Loader, Stack, Stepper, Title } from '@mantine/core';
import { forms } from 'virtual:declarations';
import { useEffect, useRef, useState } from 'react';
import type { ServerStepper as StepperDeclaration } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { SchemaForm, type LoadedForm } from '../form/SchemaForm';
import { completedSteps, currentStep, stepperTitle } from './stepper-state';
import { message } from '../core/message';

/** Props of ServerStepper. */
export interface ServerStepperProps {
  stepper: StepperDeclaration;
  /** What the status and every step's action receive (the row's and the first dialog step's values). */
  params: Record<string, unknown>;
  /** Called by the Done button, shown once every step is complete. */
  onDone: () => void;
}

const SOMETHING_WENT_WRONG = message('common.somethingWentWrong');
const errorText = (error: unknown) => (error as Error)?.message || SOMETHING_WENT_WRONG;

/** The stepper; it never runs a step the server already reports complete, nor one before the steps above it. */
export function ServerStepper({ stepper, params, onDone }: ServerStepperProps) {
  const engine = useEngine();
  const [done, setDone] = useState<Set<string>>();
  const [running, setRunning] = useState<string>();
  const [failure, setFailure] = useState<{ step?: string; text: string }>();
  const [loaded, setLoaded] = useState<{ id: string; form: LoadedForm }>();
  const started = useRef(new Set<string>());
  const current = done && currentStep(stepper, done);

  useEffect(() => {
    let live = true;
    engine.call(stepper.status, params).then(
      (answer) => live && setDone(completedSteps(stepper, answer)),
      (error: unknown) => live && setFailure({ text: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [engine, stepper, params]);

  const run = async (values: Record<string, unknown> = {}) => {
    if (!current) return;
    setRunning(current.id);
    setFailure(undefined);
    try {
      await engine.call(current.run, { ...params, ...values });
      setDone((before) => new Set([...(before ?? []), current.id]));
    } catch (error) {
      setFailure({ step: current.id, text: errorText(error) });
    } finally {
      setRunning(undefined);
    }
  };

  // The current step runs by itself once, unless it needs its form filled in first.
  useEffect(() => {
    if (!current || current.form || started.current.has(current.id)) return;
    started.current.add(current.id);
    void run();
  });

  const formId = current?.form;
  useEffect(() => {
    const load = formId ? forms[formId] : undefined;
    if (formId && load)
      load().then(
        (form) => setLoaded({ id: formId, form }),
        () => setFailure({ text: SOMETHING_WENT_WRONG }),
      );
  }, [formId]);
  const form = loaded && loaded.id === formId ? loaded.form : undefined;

  const active = done ? stepper.steps.findIndex((step) => !done.has(step.id)) : 0;
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {stepperTitle(stepper, params)}
      </Title>
      {!done && !failure ? <Loader aria-label="Loading status" /> : null}
      <Stepper active={active === -1 ? stepper.steps.length : active} orientation="vertical" size="sm">
        {stepper.steps.map((step) => (
          <Stepper.Step
            key={step.id}
            label={step.title}
            description={
              done?.has(step.id)
                ? 'Completed'
                : failure?.step === step.id
                  ? 'Failed'
                  : running === step.id
                    ? 'In progress'
                    : 'Pending'
            }
            loading={running === step.id}
            color={failure?.step === step.id ? 'red' : undefined}
            aria-label={step.title}
          />
        ))}
      </Stepper>
      {failure ? (
        <Alert color="red" role="alert">
          {failure.text}
        </Alert>
      ) : null}
      {current?.form && form ? (
        <SchemaForm form={form} disabled={Boolean(running)} onSubmit={(values) => run(values)} />
      ) : current?.form && !form ? (
        <Loader aria-label="Loading form" />
      ) : null}
      <Group justify="flex-end">
        {failure?.step && current && !current.form ? (
          <Button variant="default" onClick={() => void run()}>
            Try again
          </Button>
        ) : null}
        {done && !current ? <Button onClick={onDone}>{stepper.doneLabel ?? 'Done'}</Button> : null}
      </Group>
    </Stack>
  );
}
