// Loads a declared wizard and the forms its steps name, each from its own lazy chunk, when a step needs them.
import { forms as formLoaders, wizards } from 'virtual:declarations';
import type { WizardDeclaration, WizardStep } from '../core/declarations';
import { stepFormIds } from '../core/wizard-forms';
import type { LoadedForm } from '../form/SchemaForm';

/** A wizard ready to render, with the forms loaded so far (its first step's). */
export interface LoadedWizard {
  declaration: WizardDeclaration;
  forms: Record<string, LoadedForm>;
  /** The fields of every form the wizard names, listed by the build: binding a record needs no form fetched. */
  fields: Record<string, string[]>;
}

/** What showing the step at `index` needs: its own forms, or every step's for the review. */
export const formIdsToShow = (steps: WizardStep[], index: number): string[] =>
  steps[index]?.review ? [...new Set(steps.flatMap(stepFormIds))] : steps[index] ? stepFormIds(steps[index]) : [];

/** `have` with the named forms added (those already there are not fetched again); an unknown id fails loudly. */
export async function loadForms(
  ids: string[],
  have: Record<string, LoadedForm> = {},
): Promise<Record<string, LoadedForm>> {
  const missing = ids.filter((formId) => !have[formId]);
  if (!missing.length) return have;
  const loaded = await Promise.all(
    missing.map((formId) => {
      const load = formLoaders[formId];
      if (!load) throw new Error(`No form "${formId}" under schemas/`);
      return load();
    }),
  );
  return { ...have, ...Object.fromEntries(missing.map((formId, index) => [formId, loaded[index]])) };
}

/**
 * The wizard's declaration and its first step's forms, fetched beside it when `first` names them (the build lists them
 * with the candidates; a version published since may name others, fetched once it has come). An unknown id fails
 * loudly (schemas:check should catch it).
 */
export async function loadWizard(id: string, first: string[] = []): Promise<LoadedWizard> {
  const loadDeclaration = wizards[id];
  if (!loadDeclaration) throw new Error(`No wizard "${id}" under schemas/wizards`);
  const [{ declaration, fields }, early] = await Promise.all([loadDeclaration(), loadForms(first)]);
  const firstStep = declaration.steps[0] ? stepFormIds(declaration.steps[0]) : [];
  const forms = await loadForms(firstStep, early);
  return { declaration, forms: Object.fromEntries(firstStep.map((formId) => [formId, forms[formId]!])), fields };
}
