// Saved data for a wizard story, step by step from the steps' forms, as its load action would answer it.
import type { WizardDeclaration, WizardStep } from '../engine/core/declarations';
import type { LoadedForm } from '../engine/form/SchemaForm';
import { sampleData } from './sample-data';

const formData = (forms: Record<string, LoadedForm>, id: string) =>
  forms[id] ? sampleData(forms[id].declaration.schema) : {};

/** A collection's entries: as many per section as it needs (at least one), each saved with an id. */
const collectionData = (step: WizardStep, forms: Record<string, LoadedForm>) => {
  const { field, typeField, sections } = step.collection!;
  const entries = sections.flatMap((section) =>
    Array.from({ length: Math.max(section.min ?? 1, 1) }, (_, index) => ({
      ...formData(forms, section.form),
      [typeField]: section.type,
      id: `story-${section.type}-${index + 1}`,
    })),
  );
  return { [field]: entries };
};

/** Data by step id for every form and collection step. */
export function wizardSample(wizard: WizardDeclaration, forms: Record<string, LoadedForm>): Record<string, unknown> {
  return Object.fromEntries(
    wizard.steps.flatMap((step) =>
      step.form
        ? [[step.id, formData(forms, step.form)]]
        : step.collection
          ? [[step.id, collectionData(step, forms)]]
          : [],
    ),
  );
}
