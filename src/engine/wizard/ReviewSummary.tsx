// Review & Finish: every step's fields and values, generated from the step schemas, each with an Edit link.
// A collection step shows one section per entry (each stakeholder), generated from its section's form.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WizardStep } from '../core/declarations';
import { applyRules } from '../core/rules';
import { useEngine } from '../EngineContext';
import type { LoadedForm } from '../form/SchemaForm';
import { collectionRules, entriesOf } from './collection';
import { reviewLines } from './review';
import { ReviewGrid } from './ReviewGrid';
import { useOptionLabels } from './use-option-labels';

/** Props of ReviewSummary. */
export interface ReviewSummaryProps {
  steps: WizardStep[];
  forms: Record<string, LoadedForm>;
  data: Record<string, unknown>;
  /** Opens a step for editing; absent when read-only. */
  onEdit?: (index: number) => void;
}

/** One section per form step and one per collection entry, leaving out fields the rules hide. */
export function ReviewSummary({ steps, forms, data, onEdit }: ReviewSummaryProps) {
  const engine = useEngine();
  const context = { ...engine.context, related: data };
  const optionLabels = useOptionLabels(Object.values(forms));
  const linesOf = (form: LoadedForm, value: unknown, extra?: Record<string, unknown>) => {
    const ruled = applyRules(form.declaration.rules, engine.rules, (value ?? {}) as Record<string, unknown>, {
      ...context,
      related: extra ?? data,
    });
    const hidden = Object.entries(ruled.ui).flatMap(([path, ui]) => (ui.hidden ? [path] : []));
    const ui = {
      ...form.declaration.ui,
      ...Object.fromEntries(hidden.map((path) => [path, { 'ui:widget': 'hidden' }])),
    };
    return reviewLines(form.declaration.schema, ui, value as Record<string, unknown> | undefined, { optionLabels });
  };
  const section = (key: string, title: string, index: number, body: ReactNode) => (
    <Paper key={key} withBorder p="md" component="section" aria-labelledby={`review-${key}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5" id={`review-${key}`}>
          {title}
        </Title>
        {onEdit ? (
          <Button variant="subtle" size="xs" onClick={() => onEdit(index)} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        ) : null}
      </Group>
      {body}
    </Paper>
  );

  return (
    <Stack gap="md">
      {steps.flatMap((step, index) => {
        const form = step.form ? forms[step.form] : undefined;
        if (form) return [section(step.id, step.title, index, <ReviewGrid lines={linesOf(form, data[step.id])} />)];
        const collection = step.collection;
        if (!collection) return [];
        const { ui } = collectionRules(collection, data[step.id], { rules: engine.rules, context, data });
        const entries = entriesOf(collection, data[step.id]);
        return collection.sections
          .filter((candidate) => !ui[candidate.type]?.hidden && forms[candidate.form])
          .flatMap((candidate) =>
            entries
              .filter((entry) => entry[collection.typeField] === candidate.type)
              .map((entry, n) =>
                section(
                  `${step.id}-${candidate.type}-${n}`,
                  `${step.title}: ${ui[candidate.type]?.label ?? candidate.title} - ${String(entry[collection.summary.title] ?? '')}`,
                  index,
                  <ReviewGrid lines={linesOf(forms[candidate.form], entry, { items: entries })} />,
                ),
              ),
          );
      })}
    </Stack>
  );
}
