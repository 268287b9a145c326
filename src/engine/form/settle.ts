// What a form does with data on every change, as a pure function: resets, the rules, the defaults of revealed fields.
import type { AppliedRules, FieldUi } from '../core/rules';
import { withResets, type Resets } from './resets';
import { withRevealedDefaults } from './revealed-defaults';

/**
 * Nothing is invented: arrays start empty (no null items to reach minItems) and an untouched object field
 * (a document reference) stays absent, so its required message belongs to it and not to its inner keys; a choice
 * of constants (oneOf) starts unchosen rather than on its first option, and a required yes-or-no question unanswered
 * (its Required! shows) rather than on No. RJSF's default form state behaviour.
 */
export const DEFAULTS = {
  arrayMinItems: { populate: 'never' as const },
  emptyObjectFields: 'skipEmptyDefaults' as const,
  constAsDefaults: 'never' as const,
  requiredBooleanDefault: 'skip' as const,
};

/** What settling needs besides the data: the rules run as the form runs them, the declared resets and defaults. */
export interface Settling<T> {
  /** The rules on `data` (with the screen's presentation changes merged in). */
  run: (data: T) => AppliedRules<T>;
  resets: Resets;
  defaults: Record<string, unknown>;
}

/**
 * `next` settled after `previous` (the data and presentation shown before): the fields it changed empty or set their
 * dependants (resets), the rules run, and a field they reveal gets its declared default.
 */
export function settleData<T extends Record<string, unknown>>(
  next: T,
  previous: { data: Record<string, unknown>; ui: Record<string, FieldUi> },
  { run, resets, defaults }: Settling<T>,
): AppliedRules<T> {
  const first = run(withResets(next, previous.data, resets));
  const revealed = withRevealedDefaults(first.data, previous.ui, first.ui, defaults);
  return revealed === first.data ? first : run(revealed);
}
