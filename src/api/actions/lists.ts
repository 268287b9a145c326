// Named list actions of the onboarding forms (spec 2 section 7, "Lists"): each answers [{ label, value }].
import { request } from '../client';

const LISTS = [
  'businessCategories',
  'individualBusinessTypes',
  'allBusinessTypes',
  'industries',
  'currencies',
  'countries',
  'states',
  'poaTypes',
] as const;

/** `lists.<name>` for every list the server offers. */
export const listActions = Object.fromEntries(
  LISTS.map((name) => [`lists.${name}`, () => request('GET', `/lists/${name}`)]),
) as Record<`lists.${(typeof LISTS)[number]}`, () => Promise<unknown>>;
