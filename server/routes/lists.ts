// The option lists the onboarding forms load (spec 2 section 7, "Lists"), each answered as [{ label, value }].
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { countryOptions, currencyOptions, industries, stateOptions, type Option } from '../masters/store';
import { ApiError, ok } from '../plugins/envelope';
import { LIST } from '../responses/misc';
import { message } from '../../src/engine/core/message';

const same = (values: string[]): Option[] => values.map((value) => ({ label: value, value }));

const BUSINESS_CATEGORIES = same(['Manufacturer', 'Merchant']);
const INDIVIDUAL_BUSINESS_TYPES = same([
  'Consultant',
  'Individual/Freelancer',
  'Influencer',
  'IT Service Provider',
  'Sole Proprietor - Export Services',
]);
const POA_TYPES: Option[] = [
  { label: 'Aadhaar', value: 'AADHAAR' },
  { label: 'Voter ID', value: 'VOTER_ID' },
  { label: 'Passport', value: 'PASSPORT' },
  { label: 'Driving Licence', value: 'DRIVING_LICENSE' },
];

/** Every list by the name the declarations use after 'lists.'. */
const LISTS: Record<string, (db: Queryable) => Promise<Option[]> | Option[]> = {
  businessCategories: () => BUSINESS_CATEGORIES,
  individualBusinessTypes: () => INDIVIDUAL_BUSINESS_TYPES,
  allBusinessTypes: () => [...BUSINESS_CATEGORIES, ...INDIVIDUAL_BUSINESS_TYPES],
  industries,
  currencies: currencyOptions,
  countries: countryOptions,
  states: stateOptions,
  poaTypes: () => POA_TYPES,
};

export default async function listRoutes(app: FastifyInstance) {
  app.get(
    '/api/lists/:name',
    {
      config: { access: {} },
      schema: { params: { type: 'object', properties: { name: { type: 'string', maxLength: 40 } } }, response: LIST },
    },
    async (request) => {
      const { name } = request.params as { name: string };
      if (!Object.hasOwn(LISTS, name)) throw new ApiError(404, message('lists.unknown', { name }));
      return ok(await LISTS[name](app.db));
    },
  );
}
