// The option lists the onboarding forms load (spec 2 section 7, "Lists"), each answered as [{ label, value }].
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { ApiError, ok } from '../plugins/envelope';
import { LIST } from '../responses/misc';

interface Option {
  label: string;
  value: string;
}

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

const rows = async (db: Queryable, sql: string) => (await db.query<Option>(sql)).rows;

/** Every list by the name the declarations use after 'lists.'. */
const LISTS: Record<string, (db: Queryable) => Promise<Option[]> | Option[]> = {
  businessCategories: () => BUSINESS_CATEGORIES,
  individualBusinessTypes: () => INDIVIDUAL_BUSINESS_TYPES,
  allBusinessTypes: () => [...BUSINESS_CATEGORIES, ...INDIVIDUAL_BUSINESS_TYPES],
  industries: (db) =>
    rows(db, 'SELECT industry_name AS label, industry_key AS value FROM industries ORDER BY industry_name'),
  currencies: (db) =>
    rows(
      db,
      `SELECT currency AS label, currency AS value FROM currencies WHERE status = 'active'
        UNION SELECT 'INR', 'INR' ORDER BY 1`,
    ),
  countries: (db) =>
    rows(db, 'SELECT country_name AS label, country_code AS value FROM countries WHERE active ORDER BY country_name'),
  states: (db) => rows(db, 'SELECT state_name AS label, state_name AS value FROM states ORDER BY state_name'),
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
      if (!Object.hasOwn(LISTS, name)) throw new ApiError(404, `No list named ${name}`);
      return ok(await LISTS[name](app.db));
    },
  );
}
