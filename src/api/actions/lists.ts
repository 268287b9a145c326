// Named list actions of the onboarding forms (spec 2 section 7, "Lists"): each answers [{ label, value }].
import { ApiError, request } from '../client';
import { message } from '../../engine/core/message';

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

/** Spec 2 section 8: what a failed business-type list says; other lists say 'Something went wrong'. */
export const BUSINESS_TYPES_FAILED = message('lists.businessTypesFailed');
const BUSINESS_TYPE_LISTS: string[] = ['businessCategories', 'individualBusinessTypes', 'allBusinessTypes'];

const load = (name: string) => () =>
  request('GET', `/lists/${name}`).catch((error: unknown) => {
    throw BUSINESS_TYPE_LISTS.includes(name) ? new ApiError(BUSINESS_TYPES_FAILED, 0) : error;
  });

/** `lists.<name>` for every list the server offers. */
export const listActions = Object.fromEntries(LISTS.map((name) => [`lists.${name}`, load(name)])) as Record<
  `lists.${(typeof LISTS)[number]}`,
  () => Promise<unknown>
>;
