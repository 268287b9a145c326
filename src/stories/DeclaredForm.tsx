// A declared form as a story shows it: empty, filled with sample data, with every message, read-only or disabled.
import { Paper, Title } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { SchemaForm, type LoadedForm } from '../engine/form/SchemaForm';
import { sampleData } from './sample-data';
import { submitButton, useClickOnce } from './click-once';
import { StoryEngine } from './story-engine';

/** Props of DeclaredForm. */
export interface DeclaredFormProps {
  form: LoadedForm;
  /** Start from sample data shaped by the form's schema; off by default. */
  filled?: boolean;
  /** Press submit once on mount, to show every message; off by default. */
  submitted?: boolean;
  /** Every field shown and nothing editable; off by default. */
  readOnly?: boolean;
  /** Every field disabled; off by default. */
  disabled?: boolean;
}

/** Renders one declaration inside the story engine. */
export function DeclaredForm({ form, filled, submitted, readOnly, disabled }: DeclaredFormProps) {
  const box = useRef<HTMLDivElement>(null);
  const pending = useClickOnce(box, submitted ? submitButton : undefined);
  const initialData = useMemo(
    () => (filled || readOnly ? sampleData(form.declaration.schema) : undefined),
    [filled, readOnly, form],
  );
  return (
    <StoryEngine>
      <Paper p="md" maw={720} ref={box} data-story-pending={pending || undefined}>
        <Title order={3} mb="md">
          {form.declaration.title}
        </Title>
        <SchemaForm
          form={form}
          initialData={initialData}
          readOnly={readOnly}
          disabled={disabled}
          onSubmit={() => undefined}
        />
      </Paper>
    </StoryEngine>
  );
}
