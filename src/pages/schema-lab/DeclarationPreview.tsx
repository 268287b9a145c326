// The right-hand column: the draft rendered by the engine as its kind is, kept standing while the JSON is half typed.
import type { SchemaRegistry } from '../../engine/core/bundle';
import { FormPreview } from './FormPreview';
import type { Draft } from './draft';
import type { DeclarationKind, LabDeclaration } from './lab-api';
import { PreviewBoundary } from './PreviewBoundary';
import { TablePreview } from './TablePreview';
import { WizardPreview } from './WizardPreview';

/** Props of DeclarationPreview. */
export interface DeclarationPreviewProps {
  kind: DeclarationKind;
  file: string;
  draft: Draft;
  registry: SchemaRegistry;
  /** The saved forms, for a wizard's steps. */
  forms: LabDeclaration[];
  /** Hears changes made in a previewed form. */
  onSample: (data: Record<string, unknown>) => void;
}

/** The last declaration that parsed, rendered; an error it raises is shown in its place. */
export function DeclarationPreview({ kind, file, draft, registry, forms, onSample }: DeclarationPreviewProps) {
  const declaration = draft.declaration.value;
  const sample = draft.sample.value;
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
      ) : (
        <WizardPreview
          declaration={declaration}
          forms={forms}
          registry={registry}
          sample={sample}
          sampleVersion={draft.sampleVersion}
        />
      )}
    </PreviewBoundary>
  );
}
