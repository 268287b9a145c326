// schemas:check's message for a name no registry offers, with the nearest name it does offer.
import { didYouMean } from './check-format.ts';

/** 'action "a.sav" is not in the action registry (did you mean "a.save"?)', or undefined when the name is known. */
export const unknownName = (what: string, name: string, known: readonly string[]): string | undefined =>
  known.includes(name) ? undefined : `${what} "${name}" is not in the ${what} registry${didYouMean(name, [...known])}`;
