// ITC-HS codes (spec 3 sections 2.1 and 5): the admin's master list, verify and save, industries, and the active list.
import type { FastifyInstance } from 'fastify';
import { activeHsCodes, hsCodeExists, hsCodes, industries, industryExists, insertHsCode } from '../masters/store';
import { ApiError, ok } from '../plugins/envelope';
import { formBody } from '../schemas';
import { statusToggleRoute } from './status-toggle';
import { message } from '../../src/engine/core/message';
import { HS_CODE, HS_CODES, HS_CODE_OPTIONS, OPTIONS } from '../responses/masters';

const ADMIN = { consoles: ['admin' as const], roles: ['Admin'] };

/** Message when the four parts make a code that exists (spec 3 section 5). */
export const HS_CODE_EXISTS = message('masters.hsCode.exists');

const PARTS = {
  type: 'object',
  required: ['chapter', 'heading', 'subHeading', 'code'],
  additionalProperties: false,
  properties: Object.fromEntries(
    ['chapter', 'heading', 'subHeading', 'code'].map((key) => [key, { type: 'string', pattern: '^[0-9]{2}$' }]),
  ),
};

interface Parts {
  chapter: string;
  heading: string;
  subHeading: string;
  code: string;
}

const joined = (parts: Parts) => `${parts.chapter}${parts.heading}${parts.subHeading}${parts.code}`;

export default async function hsCodeRoutes(app: FastifyInstance) {
  app.get('/api/masters/hs-codes', { config: { access: ADMIN }, schema: { response: HS_CODES } }, async () => {
    return ok(await hsCodes(app.db));
  });
  app.get(
    '/api/masters/hs-codes/active',
    { config: { access: {} }, schema: { response: HS_CODE_OPTIONS } },
    async () => {
      return ok(await activeHsCodes(app.db));
    },
  );
  app.get('/api/masters/industries', { config: { access: ADMIN }, schema: { response: OPTIONS } }, async () => {
    return ok(await industries(app.db));
  });
  app.post(
    '/api/masters/hs-codes/validate',
    { config: { access: ADMIN }, schema: { body: PARTS, response: HS_CODE } },
    async (request) => {
      const hsCode = joined(request.body as Parts);
      if (await hsCodeExists(app.db, hsCode)) throw new ApiError(409, HS_CODE_EXISTS);
      return ok({ hsCode }, message('masters.hsCode.available'));
    },
  );
  app.post(
    '/api/masters/hs-codes',
    { config: { access: ADMIN }, schema: { body: formBody('masters.hs-code'), response: HS_CODE } },
    async (request) => {
      const body = request.body as Parts & { industry: string; productDetails: string; isValidate?: boolean };
      if (!body.isValidate) throw new ApiError(400, message('masters.hsCode.verifyFirst'));
      const hsCode = joined(body);
      await app.db.transaction(async (tx) => {
        if (await hsCodeExists(tx, hsCode)) throw new ApiError(409, HS_CODE_EXISTS);
        if (!(await industryExists(tx, body.industry)))
          throw new ApiError(400, message('masters.hsCode.selectIndustry'));
        await insertHsCode(tx, { ...body, hsCode });
      });
      return ok({ hsCode }, message('masters.hsCode.added'));
    },
  );
  statusToggleRoute(app, {
    path: '/api/masters/hs-codes/:hsCode/status',
    table: 'hs_codes',
    keyColumn: 'hs_code',
    param: 'hsCode',
  });
}
