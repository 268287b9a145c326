// Loads a declared wizard and every form its steps and collections name, each from its own lazy chunk.
import { forms as formLoaders, wizards } from 'virtual:declarations';
import type { WizardDeclaration } from '../core/declarations';
import type { LoadedForm } from '../form/SchemaForm';

/** A wizard ready to render. */
export interface LoadedWizard {
  declaration: WizardDeclaration;
  forms: Record<string, LoadedForm>;
}

/** Ids of the forms a wizard uses: each step's form and each collection section's form. */
export const wizardFormIds = (wizard: WizardDeclaration): string[] => [
  ...new Set(
    wizard.steps.flatMap((step) => [
      ...(step.form ? [step.form] : []),
      ...(step.collection?.sections.map((section) => section.form) ?? []),
    ]),
  ),
];

/** The wizard's declaration and forms; an unknown id fails loudly (schemas:check should have caught it). */
export async function loadWizard(id: string): Promise<LoadedWizard> {
  const loadDeclaration = wizards[id];
  if (!loadDeclaration) throw new Error(`No wizard "${id}" under schemas/wizards`);
  const { declaration } = await loadDeclaration();
  const ids = wizardFormIds(declaration);
  const loaded = await Promise.all(ids.map((formId) => formLoaders[formId]()));
  return { declaration, forms: Object.fromEntries(ids.map((formId, index) => [formId, loaded[index]])) };
}
