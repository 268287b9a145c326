// Where a wizard opens and with which forms: the draft's step, else the step the saved data implies, fetching only the
// forms of the steps it had to look at and of the step it opens.
import type { WizardDeclaration, WizardStep } from '../core/declarations';
import { isFor } from '../core/audience';
import type { RuleContext } from '../core/rules';
import type { LoadedForm } from '../form/SchemaForm';
import { mergeDraft, type Draft } from './draft';
import { stepFormIds } from '../core/wizard-forms';
import { formIdsToShow, loadForms } from './load-wizard';
import { resumeIndex } from './resume';
import { stepComplete, type CompletenessInput } from './step-complete';

/** The step to open, the data to open with (saved data under the draft) and every form loaded so far. */
export interface Opening {
  index: number;
  data: Record<string, unknown>;
  forms: Record<string, LoadedForm>;
}

/** The steps this user sees. */
export const visibleSteps = (wizard: WizardDeclaration, context: RuleContext): WizardStep[] =>
  wizard.steps.filter((step) => isFor(step, context));

/** Opens a wizard: `forms` are those already loaded, `completeness` what the completeness check needs besides. */
export async function openWizard(input: {
  steps: WizardStep[];
  saved: Record<string, unknown>;
  draft: Draft | null;
  forms: Record<string, LoadedForm>;
  completeness: Omit<CompletenessInput, 'forms' | 'data'>;
}): Promise<Opening> {
  const { steps, draft } = input;
  const data = mergeDraft(input.saved, draft);
  let forms = input.forms;
  const complete = async (step: WizardStep, value: unknown) => {
    forms = await loadForms(stepFormIds(step), forms);
    return stepComplete(step, value, { ...input.completeness, forms, data });
  };
  const index = Math.min(draft?.step ?? (await resumeIndex(steps, data, complete)), steps.length - 1);
  forms = await loadForms(formIdsToShow(steps, index), forms);
  return { index, data, forms };
}
