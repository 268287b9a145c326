// A form declaration rendered as the app renders it, from the draft, with the sample data as its values.
import { useMemo } from 'react';
import type { SchemaRegistry } from '../../engine/core/bundle';
import { SchemaForm } from '../../engine/form/SchemaForm';
import { attempt, labForm } from './lab-validator';
import { CannotRender } from './PreviewBoundary';

/** Props of FormPreview. */
export interface FormPreviewProps {
  declaration: Record<string, unknown>;
  file: string;
  registry: SchemaRegistry;
  /** Values the form starts from. */
  sample: Record<string, unknown>;
  /** Changes when the sample is typed in its editor: the form starts again from it. */
  sampleVersion: number;
  /** Hears every change made in the form, so the server checks it as sample data. */
  onSample: (data: Record<string, unknown>) => void;
}

/** The live form; its submit button does nothing but show that it is there. */
export function FormPreview({ declaration, file, registry, sample, sampleVersion, onSample }: FormPreviewProps) {
  const form = useMemo(() => attempt(() => labForm(declaration, file, registry)), [declaration, file, registry]);
  if (!form.value) return <CannotRender message={form.error} />;
  return (
    <SchemaForm
      key={`${file}:${sampleVersion}`}
      form={form.value}
      initialData={sample}
      onChange={onSample}
      onSubmit={() => undefined}
    />
  );
}
