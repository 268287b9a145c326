// Which forms a wizard's or a flow's steps name: what the browser fetches for a step, what the build lists the fields
// of and groups into a flow's file, and what the server names among a page's first files.
import type { FlowDeclaration, WizardDeclaration, WizardStep } from './declarations';

/** Ids of the forms one step uses: its form and each of its collection sections' forms. */
export const stepFormIds = (step: WizardStep): string[] => [
  ...(step.form ? [step.form] : []),
  ...(step.collection?.sections.map((section) => section.form) ?? []),
];

/** Ids of every form a wizard uses, each once. */
export const wizardFormIds = (wizard: WizardDeclaration): string[] => [...new Set(wizard.steps.flatMap(stepFormIds))];

/** Ids of every form a flow's steps name, each once, in the order the steps are declared. */
export const flowFormIds = (flow: FlowDeclaration): string[] => [
  ...new Set(Object.values(flow.steps).flatMap((step) => (step.form ? [step.form] : []))),
];
