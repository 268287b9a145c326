// One wizard step on screen: its form, collection, panel or review, and the buttons that move between steps.
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazyNamed } from '../arrival';
import type { WizardStep } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { SchemaForm, type LoadedForm } from '../form/SchemaForm';

// Fetched when their step opens: a wizard opens on its first form far more often than on its collection or review.
const CollectionStep = lazyNamed(() => import('./CollectionStep'), 'CollectionStep');
const ReviewSummary = lazyNamed(() => import('./ReviewSummary'), 'ReviewSummary');

/** Props of StepView. */
export interface StepViewProps {
  step: WizardStep;
  steps: WizardStep[];
  forms: Record<string, LoadedForm>;
  data: Record<string, unknown>;
  readOnly: boolean;
  busy: boolean;
  /** The failure panel shown instead of the form (the bank could not be asked), with its Try Again button. */
  panel?: { title: string; text: string; retry: string };
  onRetry: () => void;
  /** The server's messages by field for the step's data last saved, shown on the form. */
  refused?: Record<string, string>;
  onChange: (value: unknown) => void;
  onNext: (value: unknown) => void | Promise<void>;
  onBack?: () => void;
  onSkip?: () => void;
  onEdit?: (index: number) => void;
  onFinish: () => void;
}

/** The step's body and its Skip, Back and Next (or Save & Next, Finish) buttons. */
export function StepView(props: StepViewProps) {
  const { step, steps, forms, data, readOnly, busy, panel } = props;
  const engine = useEngine();
  const value = data[step.id];
  const moves = (
    <>
      {props.onSkip ? (
        <Button variant="subtle" onClick={props.onSkip}>
          Skip
        </Button>
      ) : null}
      {props.onBack ? (
        <Button variant="default" onClick={props.onBack} disabled={busy}>
          Back
        </Button>
      ) : null}
    </>
  );
  const next = (label: string, onClick: () => void) => (
    <Group justify="flex-end">
      {moves}
      <Button onClick={onClick} loading={busy}>
        {label}
      </Button>
    </Group>
  );

  if (panel)
    return (
      <Alert color="red" title={panel.title} role="alert">
        <Stack align="flex-start" gap="sm">
          {panel.text}
          <Button variant="white" color="red" onClick={props.onRetry}>
            {panel.retry}
          </Button>
        </Stack>
      </Alert>
    );

  let body: ReactNode = null;
  if (step.form && forms[step.form])
    body = (
      <>
        <SchemaForm
          form={forms[step.form]}
          initialData={value as Record<string, unknown> | undefined}
          fieldUi={step.fieldUi}
          refused={props.refused}
          related={data}
          readOnly={readOnly}
          disabled={busy}
          onChange={props.onChange}
          onSubmit={props.onNext}
          submitLabel="Save & Next"
          actions={moves}
        />
        {readOnly ? next('Next', () => void props.onNext(value)) : null}
      </>
    );
  else if (step.collection)
    body = (
      <>
        <CollectionStep
          fallback={<Loader aria-label={`Loading ${step.title}`} />}
          collection={step.collection}
          value={value}
          onChange={props.onChange}
          forms={forms}
          data={data}
          readOnly={readOnly}
        />
        {next('Next', () => void props.onNext(value ?? { [step.collection!.field]: [] }))}
      </>
    );
  else if (step.panel && engine.panels?.[step.panel]) {
    const Panel = engine.panels[step.panel];
    body = (
      <>
        <Panel.component value={value} onChange={props.onChange} readOnly={readOnly} />
        {next('Next', () => void props.onNext(value))}
      </>
    );
  } else if (step.review)
    body = (
      <>
        <ReviewSummary
          fallback={<Loader aria-label={`Loading ${step.title}`} />}
          steps={steps}
          forms={forms}
          data={data}
          onEdit={props.onEdit}
        />
        {next(readOnly ? 'Next' : 'Finish', props.onFinish)}
      </>
    );
  return <Stack gap="md">{body}</Stack>;
}
