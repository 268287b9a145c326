// Which declared wizard a route's screen shows for these facts: the browser picks with it, the server decides with it.
import type { WizardDeclaration } from './declarations.ts';
import { selectFor, type Facts } from './when.ts';
import { stepFormIds } from './wizard-forms.ts';

/**
 * What selection needs of a wizard, small enough to ship in the declarations index, with the forms of its first step
 * (`first`) and its load action, so the browser asks for them beside the declaration rather than after it.
 */
export type WizardCandidate = Pick<WizardDeclaration, 'id' | 'screen' | 'when' | 'load'> & { first?: string[] };

/** The selector part of each wizard, in file order. */
export const wizardCandidates = (wizards: WizardDeclaration[]): WizardCandidate[] =>
  wizards.map(({ id, screen, when, load, steps }) => {
    const first = steps[0] ? stepFormIds(steps[0]) : [];
    return { id, screen, ...(when ? { when } : {}), ...(load ? { load } : {}), ...(first.length ? { first } : {}) };
  });

/** The wizard of the screen for these facts; fails loudly when the screen has none that applies. */
export function selectWizard<T extends WizardCandidate>(candidates: T[], screen: string, facts: Facts): T {
  const chosen = selectFor(
    candidates.filter((candidate) => candidate.screen === screen),
    facts,
  );
  if (!chosen) throw new Error(`No wizard of screen "${screen}" applies to ${JSON.stringify(facts)}`);
  return chosen;
}
