// Which step a wizard opens at (spec 2 section 4.2): the furthest step whose saved data says it was reached, or else
// the first incomplete step.
import type { WizardStep } from '../core/declarations';

/** Is the data of this step complete? Asynchronous where the step's form must be fetched first. */
export type StepComplete = (step: WizardStep, data: unknown) => boolean | Promise<boolean>;

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * With `resumeWhen` declared: the last step whose named field holds a value (the first step when none does).
 * Without: the first incomplete step, or the last step (review) when every other one is complete. Steps are asked in
 * order and no further than the first incomplete one, so only their forms are fetched.
 */
export async function resumeIndex(
  steps: WizardStep[],
  data: Record<string, unknown>,
  complete: StepComplete,
): Promise<number> {
  if (steps.some((step) => step.resumeWhen)) {
    let index = 0;
    steps.forEach((step, at) => {
      const value = (data[step.id] as Record<string, unknown> | undefined)?.[step.resumeWhen ?? ''];
      if (step.resumeWhen && present(value)) index = at;
    });
    return index;
  }
  for (const [index, step] of steps.entries()) {
    if (!step.review && !(await complete(step, data[step.id]))) return index;
  }
  return steps.length - 1;
}
