// A wizard declaration as its list of steps, each form rendered read-only with the sample data for that step.
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SchemaRegistry } from '../../engine/core/bundle';
import type { WizardStep } from '../../engine/core/declarations';
import { SchemaForm } from '../../engine/form/SchemaForm';
import type { LabDeclaration } from './lab-api';
import { labForm } from './lab-validator';
import { PreviewBoundary } from './PreviewBoundary';
import { message } from '../../engine/core/message';

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
  if (step.review) return <Text c="dimmed">{message('schemaLab.preview.review')}</Text>;
  if (step.panel) return <Text c="dimmed">{message('schemaLab.preview.panel', { panel: step.panel })}</Text>;
  const form = forms.find((candidate) => candidate.json.id === step.form);
  if (!form)
    return (
      <Alert color="red" role="alert">
        {step.form
          ? message('schemaLab.preview.formMissing', { form: step.form })
          : message('schemaLab.preview.noForm')}
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
              {step.save ? (
                <Badge variant="outline">{message('schemaLab.preview.savesWith', { action: step.save })}</Badge>
              ) : null}
            </Group>
          </Group>
          <StepBody step={step} {...rest} />
        </Paper>
      ))}
    </Stack>
  );
}
