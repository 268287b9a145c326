// A wizard declaration as its list of steps, each form rendered read-only with the sample data for that step.
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SchemaRegistry } from '../../engine/core/bundle';
import type { WizardStep } from '../../engine/core/declarations';
import { SchemaForm } from '../../engine/form/SchemaForm';
import type { LabDeclaration } from './lab-api';
import { labForm } from './lab-validator';
import { PreviewBoundary } from './PreviewBoundary';

/** Props of WizardPreview. */
export interface WizardPreviewProps {
  declaration: Record<string, unknown>;
  /** The saved form declarations the steps may name. */
  forms: LabDeclaration[];
  registry: SchemaRegistry;
  /** Sample data keyed by step id. */
  sample: Record<string, unknown>;
  sampleVersion: number;
}

function StepBody({
  step,
  forms,
  registry,
  sample,
  sampleVersion,
}: { step: WizardStep } & Omit<WizardPreviewProps, 'declaration'>) {
  if (step.review) return <Text c="dimmed">The generated Review & Finish summary of every step.</Text>;
  if (step.panel)
    return <Text c="dimmed">The panel &quot;{step.panel}&quot;, written in code: not previewed here.</Text>;
  const form = forms.find((candidate) => candidate.json.id === step.form);
  if (!form)
    return (
      <Alert color="red" role="alert">
        {step.form ? `Form "${step.form}" is not declared` : 'This step names no form, panel or review'}
      </Alert>
    );
  return (
    <PreviewBoundary resetKey={`${step.form}:${sampleVersion}`}>
      <SchemaForm
        key={sampleVersion}
        form={labForm(form.json, form.file, registry)}
        initialData={sample[step.id] as Record<string, unknown> | undefined}
        readOnly
      />
    </PreviewBoundary>
  );
}

/** Every step in order, with its audience and save action, and the form it shows. */
export function WizardPreview({ declaration, ...rest }: WizardPreviewProps) {
  const steps = declaration.steps as WizardStep[];
  return (
    <Stack gap="sm">
      {steps.map((step, index) => (
        <Paper key={step.id ?? index} withBorder p="sm">
          <Group justify="space-between" mb="xs">
            <Title order={4}>
              {index + 1}. {step.title}
            </Title>
            <Group gap={4}>
              {[...(step.consoles ?? []), ...(step.roles ?? [])].map((who) => (
                <Badge key={who} variant="light">
                  {who}
                </Badge>
              ))}
              {step.save ? <Badge variant="outline">saves with {step.save}</Badge> : null}
            </Group>
          </Group>
          <StepBody step={step} {...rest} />
        </Paper>
      ))}
    </Stack>
  );
}
