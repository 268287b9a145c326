// A declared form as a story shows it: empty, submitted (every message), read-only or disabled.
import { Paper, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SchemaForm, type LoadedForm } from '../engine/form/SchemaForm';
import { StoryEngine } from './story-engine';

/** Props of DeclaredForm. */
export interface DeclaredFormProps {
  form: LoadedForm;
  /** Press submit once on mount, to show every message; off by default. */
  submitted?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

/** Renders one declaration inside the story engine. */
export function DeclaredForm({ form, submitted, readOnly, disabled }: DeclaredFormProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitted) box.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  }, [submitted]);
  return (
    <StoryEngine>
      <Paper p="md" maw={720} ref={box}>
        <Title order={3} mb="md">
          {form.declaration.title}
        </Title>
        <SchemaForm form={form} readOnly={readOnly} disabled={disabled} onSubmit={() => undefined} />
      </Paper>
    </StoryEngine>
  );
}
