// ITC-HS codes (spec 3 sections 2.1 and 5): the admin's master list, verify and save, industries, and the active list.
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../plugins/envelope';
import { formSchema } from '../schemas';
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
  const exists = async (hsCode: string) =>
    (await app.db.query('SELECT 1 FROM hs_codes WHERE hs_code = $1', [hsCode])).rows.length > 0;

  app.get('/api/masters/hs-codes', { config: { access: ADMIN }, schema: { response: HS_CODES } }, async () => {
    const { rows } = await app.db.query(
      `SELECT h.hs_code AS "hsCode", h.product_details AS "productDetails", h.status, i.industry_name AS "industryName",
              h.chapter, h.heading, h.sub_heading AS "subHeading", h.code, h.industry
         FROM hs_codes h LEFT JOIN industries i ON i.industry_key = h.industry ORDER BY h.hs_code`,
    );
    return ok(rows);
  });
  const hsCodeOptionsRoute = { config: { access: {} }, schema: { response: HS_CODE_OPTIONS } };
  app.get('/api/masters/hs-codes/active', hsCodeOptionsRoute, async () => {
    const { rows } = await app.db.query(
      `SELECT hs_code AS value, hs_code || ' - ' || product_details AS label, product_details AS "productDetails"
         FROM hs_codes WHERE status = 'active' ORDER BY hs_code`,
    );
    return ok(rows);
  });
  app.get('/api/masters/industries', { config: { access: ADMIN }, schema: { response: OPTIONS } }, async () => {
    const { rows } = await app.db.query(
      `SELECT industry_key AS value, industry_name AS label FROM industries ORDER BY industry_name`,
    );
    return ok(rows);
  });
  app.post(
    '/api/masters/hs-codes/validate',
    { config: { access: ADMIN }, schema: { body: PARTS, response: HS_CODE } },
    async (request) => {
      const hsCode = joined(request.body as Parts);
      if (await exists(hsCode)) throw new ApiError(409, HS_CODE_EXISTS);
      return ok({ hsCode }, 'HS Code is available');
    },
  );
  app.post(
    '/api/masters/hs-codes',
    { config: { access: ADMIN }, schema: { body: formSchema('masters.hs-code'), response: HS_CODE } },
    async (request) => {
      const body = request.body as Parts & { industry: string; productDetails: string; isValidate?: boolean };
      if (!body.isValidate) throw new ApiError(400, 'Please verify the HS Code before saving');
      const hsCode = joined(body);
      await app.db.transaction(async (tx) => {
        if ((await tx.query('SELECT 1 FROM hs_codes WHERE hs_code = $1', [hsCode])).rows.length)
          throw new ApiError(409, HS_CODE_EXISTS);
        const industry = await tx.query('SELECT 1 FROM industries WHERE industry_key = $1', [body.industry]);
        if (!industry.rows.length) throw new ApiError(400, 'Please select an industry');
        await tx.query(
          `INSERT INTO hs_codes (hs_code, product_details, industry, chapter, heading, sub_heading, code) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [hsCode, body.productDetails, body.industry, body.chapter, body.heading, body.subHeading, body.code],
        );
      });
      return ok({ hsCode }, 'HS Code added successfully');
    },
  );
  statusToggleRoute(app, {
    path: '/api/masters/hs-codes/:hsCode/status',
    table: 'hs_codes',
    keyColumn: 'hs_code',
    param: 'hsCode',
  });
}
