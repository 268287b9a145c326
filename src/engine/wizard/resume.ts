// Which step a wizard opens at: the first whose saved data is not yet complete (spec 2 section 4.2).
import type { WizardStep } from '../core/declarations';

/** Is the data of this step complete? Steps without a form (panels) answer through their own check. */
export type StepComplete = (step: WizardStep, data: unknown) => boolean;

/** Index of the first incomplete step; the last step (review) when every other one is complete. */
export function resumeIndex(steps: WizardStep[], data: Record<string, unknown>, complete: StepComplete): number {
  const index = steps.findIndex((step) => !step.review && !complete(step, data[step.id]));
  return index === -1 ? steps.length - 1 : index;
}
