// What a server-driven stepper shows, as pure functions: which steps the status answer reports complete, which step
// is current, and the heading filled from the parameters.
import type { ServerStepper } from '../core/declarations';
import { fieldValue } from '../core/field-path';

type Step = ServerStepper['steps'][number];

/** The ids of the steps whose report in the status answer has responseCode 200. */
export function completedSteps(stepper: ServerStepper, answer: unknown): Set<string> {
  const done = new Set<string>();
  for (const step of stepper.steps) {
    const report = fieldValue((answer ?? {}) as Record<string, unknown>, step.report) as
      { responseCode?: unknown } | undefined;
    if (report && Number(report.responseCode) === 200) done.add(step.id);
  }
  return done;
}

/** The first step not complete (the stepper is linear), or undefined once every one is. */
export const currentStep = (stepper: ServerStepper, done: Set<string>): Step | undefined =>
  stepper.steps.find((step) => !done.has(step.id));

/** The heading with each `{field}` filled from the parameters. */
export const stepperTitle = (stepper: ServerStepper, params: Record<string, unknown>) =>
  stepper.title.replace(/\{([\w.]+)\}/g, (_m, key: string) => String(fieldValue(params, key) ?? ''));
