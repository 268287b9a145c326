// The right-hand column: the draft rendered by the engine as its kind is, kept standing while the JSON is half typed.
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { withMessageTexts } from '../../engine/build/message-refs';
import type { SchemaRegistry } from '../../engine/core/bundle';
import { message } from '../../engine/core/message';
import { CataloguePreview } from './CataloguePreview';
import { FormPreview } from './FormPreview';
import type { Draft } from './draft';
import type { DeclarationKind, LabDeclaration } from './lab-api';
import { PagePreview } from './PagePreview';
import { PreviewBoundary } from './PreviewBoundary';
import { TablePreview } from './TablePreview';
import { WizardPreview } from './WizardPreview';

/** Props of DeclarationPreview. */
export interface DeclarationPreviewProps {
  kind: DeclarationKind;
  file: string;
  draft: Draft;
  registry: SchemaRegistry;
  /** The saved forms, for a wizard's and a flow's steps. */
  forms: LabDeclaration[];
  /** The message catalogue in force: the texts of the draft's "msg:" references, and a catalogue draft's baseline. */
  catalogue: Record<string, string>;
  /** Hears changes made in a previewed form. */
  onSample: (data: Record<string, unknown>) => void;
}

/** What the lab says of a kind it does not draw, beside the check and the impact that say what a change does. */
const NOTES: Partial<Record<DeclarationKind, string>> = {
  menus: message('schemaLab.preview.menus'),
  tours: message('schemaLab.preview.tours'),
  entity: message('schemaLab.preview.entity'),
};

/** A flow's named steps as a wizard's list, each titled by its name, for the wizard's preview of their forms. */
const flowAsWizard = (flow: Record<string, unknown>) => ({
  steps: Object.entries((flow.steps ?? {}) as Record<string, { form?: string }>).map(([id, step]) => ({
    id,
    title: id,
    form: step.form,
  })),
});

/** The last declaration that parsed, rendered with the catalogue's texts; an error it raises is shown in its place. */
export function DeclarationPreview(props: DeclarationPreviewProps) {
  const { kind, file, draft, registry, forms, catalogue, onSample } = props;
  const written = draft.declaration.value;
  const declaration = useMemo(() => withMessageTexts(written, catalogue, file, []), [written, catalogue, file]);
  const sample = draft.sample.value;
  const wizard = (steps: Record<string, unknown>) => (
    <WizardPreview
      declaration={steps}
      forms={forms}
      registry={registry}
      sample={sample}
      sampleVersion={draft.sampleVersion}
    />
  );
  return (
    <PreviewBoundary resetKey={`${draft.declaration.text}:${draft.sampleVersion}`}>
      {kind === 'form' ? (
        <FormPreview
          declaration={declaration}
          file={file}
          registry={registry}
          sample={sample}
          sampleVersion={draft.sampleVersion}
          onSample={onSample}
        />
      ) : kind === 'table' ? (
        <TablePreview declaration={declaration} registry={registry} />
      ) : kind === 'wizard' ? (
        wizard(declaration)
      ) : kind === 'flow' ? (
        wizard(flowAsWizard(declaration))
      ) : kind === 'page' ? (
        <PagePreview declaration={declaration} sample={sample} sampleVersion={draft.sampleVersion} />
      ) : kind === 'catalogue' ? (
        <CataloguePreview declaration={written} inForce={catalogue} />
      ) : NOTES[kind] ? (
        <Text c="dimmed">{NOTES[kind]}</Text>
      ) : (
        <Text c="dimmed">{message('schemaLab.preview.byItsData', { kind })}</Text>
      )}
    </PreviewBoundary>
  );
}
