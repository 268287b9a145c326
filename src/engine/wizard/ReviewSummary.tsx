// Review & Finish: every form step's fields and values, generated from the step schemas, each with an Edit link.
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WizardStep } from '../core/declarations';
import type { LoadedForm } from '../form/SchemaForm';
import { reviewLines } from './review';

/** Props of ReviewSummary. */
export interface ReviewSummaryProps {
  steps: WizardStep[];
  forms: Record<string, LoadedForm>;
  data: Record<string, unknown>;
  /** Opens a step for editing; absent when read-only. */
  onEdit?: (index: number) => void;
}

/** One section per form step. */
export function ReviewSummary({ steps, forms, data, onEdit }: ReviewSummaryProps) {
  return (
    <Stack gap="md">
      {steps.map((step, index) => {
        const form = step.form ? forms[step.form] : undefined;
        if (!form) return null;
        const lines = reviewLines(
          form.declaration.schema,
          form.declaration.ui,
          data[step.id] as Record<string, unknown> | undefined,
        );
        return (
          <Paper key={step.id} withBorder p="md" component="section" aria-labelledby={`review-${step.id}`}>
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h5" id={`review-${step.id}`}>
                {step.title}
              </Title>
              {onEdit ? (
                <Button variant="subtle" size="xs" onClick={() => onEdit(index)} aria-label={`Edit ${step.title}`}>
                  Edit
                </Button>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
              {lines.map((line) => (
                <div key={line.label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {line.label}
                  </Text>
                  <Text component="dd" m={0}>
                    {line.value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
