// Which forms a wizard's steps name: what the browser fetches for a step and what the build lists the fields of.
import type { WizardDeclaration, WizardStep } from './declarations';

/** Ids of the forms one step uses: its form and each of its collection sections' forms. */
export const stepFormIds = (step: WizardStep): string[] => [
  ...(step.form ? [step.form] : []),
  ...(step.collection?.sections.map((section) => section.form) ?? []),
];

/** Ids of every form a wizard uses, each once. */
export const wizardFormIds = (wizard: WizardDeclaration): string[] => [...new Set(wizard.steps.flatMap(stepFormIds))];
