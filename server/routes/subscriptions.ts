// Subscription plans (spec 2 sections 2.9, 4.8, 5.7 and 7): the provider's configuration, so the admin console's
// Admin alone lists, configures and switches them. A plan is judged by the same form and rule as the browser.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { validateForm } from '../forms/validate-form';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { ACCESSIBILITY, PLAN, PLANS, PLAN_CHOICES } from '../responses/client-areas';
import { NO_DATA, YES_NO } from '../responses/common';

type Data = Record<string, unknown>;

const ADMIN = { access: { consoles: ['admin' as const], roles: ['Admin'] } };

/** The choices an entity's `oneOf` offers, as key/value pairs. */
const choices = (def: string) => {
  const bundled = sharedSchema(`subscription#/$defs/${def}`) as {
    $defs?: Record<string, { oneOf?: { const: string; title: string }[] }>;
  };
  return (bundled.$defs?.[`subscription_${def}`]?.oneOf ?? []).map((option) => ({
    key: option.const,
    value: option.title,
  }));
};

/** The stored plan as the configuration call carries it (spec 2 section 3). */
interface PlanRow {
  plan_id: string;
  plan_details_id: string;
  status: string;
  settings: Data;
  accessibility: { id: string; accessibility: string; status: boolean }[];
  pricing: Data | null;
}

export default async function subscriptionRoutes(app: FastifyInstance) {
  const planName = (planId: string) => choices('planId').find((option) => option.key === planId)?.value ?? planId;

  const planChoicesRoute = { config: ADMIN, schema: { response: PLAN_CHOICES } };
  app.get('/api/subscriptions/plan-names', planChoicesRoute, async () => ok(choices('planId')));
  app.get('/api/subscriptions/accessibility', { config: ADMIN, schema: { response: ACCESSIBILITY } }, async () =>
    ok(choices('feature').map(({ key, value }) => ({ id: key, accessibility: value }))),
  );

  app.get('/api/subscriptions', { config: ADMIN, schema: { response: PLANS } }, async () => {
    const { rows } = await app.db.query<PlanRow>('SELECT * FROM subscription_plans ORDER BY updated_at DESC');
    return ok(
      rows.map((row) => ({
        planId: row.plan_id,
        planDetailId: row.plan_details_id,
        planName: planName(row.plan_id),
        status: row.status,
      })),
    );
  });

  // Spec 2 section 7: 200 means the plan exists.
  app.get(
    '/api/subscriptions/exists/:planId',
    {
      config: ADMIN,
      schema: {
        params: { type: 'object', properties: { planId: { type: 'string', maxLength: 40 } } },
        response: YES_NO,
      },
    },
    async (request) => {
      const { rows } = await app.db.query('SELECT 1 FROM subscription_plans WHERE plan_id = $1', [
        (request.params as { planId: string }).planId,
      ]);
      if (!rows.length) throw new ApiError(404, 'No such plan');
      return ok(true);
    },
  );

  app.get(
    '/api/subscriptions/:planDetailId',
    {
      config: ADMIN,
      schema: {
        params: { type: 'object', properties: { planDetailId: { type: 'string', maxLength: 40 } } },
        response: PLAN,
      },
    },
    async (request) => {
      const { rows } = await app.db.query<PlanRow>('SELECT * FROM subscription_plans WHERE plan_details_id = $1', [
        (request.params as { planDetailId: string }).planDetailId,
      ]);
      const row = rows[0];
      if (!row) throw new ApiError(404, message('subscription.fetchFailed'));
      return ok({
        planId: row.plan_id,
        planName: planName(row.plan_id),
        planDetailsId: row.plan_details_id,
        status: row.status,
        settings: row.settings,
        accessibility: row.accessibility,
        pricing: row.pricing,
      });
    },
  );

  app.post(
    '/api/subscriptions/status',
    { config: ADMIN, schema: { body: sharedSchema('subscription#/$defs/statusChange'), response: NO_DATA } },
    async (request) => {
      const { planId, status } = request.body as { planId: string; status: 'active' | 'inactive' };
      const { rows } = await app.db.query(
        'UPDATE subscription_plans SET status = $2, updated_by = $3, updated_at = now() WHERE plan_id = $1 RETURNING 1',
        [planId, status.toUpperCase(), caller(request).userId],
      );
      if (!rows.length) throw new ApiError(404, message('subscription.statusFailed'));
      return ok(null, message('subscription.statusUpdated'));
    },
  );

  // Save or update a configuration: the nested payload of spec 2 section 3, checked as the flat form the browser shows.
  const saveRoute = { config: ADMIN, schema: { body: { type: 'object' }, response: NO_DATA } };
  app.post('/api/subscriptions', saveRoute, async (request) => {
    const body = request.body as {
      planId?: unknown;
      planDetailsId?: unknown;
      settings?: Data;
      accessibility?: { id: string; status: boolean }[];
      pricing?: Data;
    };
    const flat: Data = {
      planId: body.planId,
      ...(typeof body.planDetailsId === 'string' ? { planDetailsId: body.planDetailsId } : {}),
      ...(body.settings ?? {}),
      ...(Array.isArray(body.accessibility)
        ? { accessibility: body.accessibility.filter((item) => item?.status).map((item) => item.id) }
        : {}),
      ...(body.pricing ?? {}),
    };
    const plan = validateForm('subscription.plan', flat, { console: 'admin', role: caller(request).roleName });
    const userId = caller(request).userId;
    const settings = Object.fromEntries(
      [
        'multiUser',
        'userCount',
        'periodType',
        'numberOfDays',
        'shipmentCount',
        'unlimitedShipment',
        'userCost',
        'applyZeroFees',
        'setFees',
      ]
        .filter((key) => plan[key] !== undefined)
        .map((key) => [key, plan[key]]),
    );
    const features = choices('feature').map(({ key, value }) => ({
      id: key,
      accessibility: value,
      status: ((plan.accessibility as string[] | undefined) ?? []).includes(key),
    }));
    const pricing =
      plan.baseAmount === undefined
        ? null
        : {
            currency: 'INR',
            baseAmount: plan.baseAmount,
            gstAllowed: plan.gstAllowed,
            gstRate: plan.gstRate ?? 0,
            gstAmount: plan.gstAmount,
            totalAmount: plan.totalAmount,
          };
    await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ plan_details_id: string }>(
        'SELECT plan_details_id FROM subscription_plans WHERE plan_id = $1 FOR UPDATE',
        [plan.planId],
      );
      const existing = rows[0];
      // A new configuration for a name that has one: 'Plan already exists, please select another plan'.
      if (existing && existing.plan_details_id !== plan.planDetailsId)
        throw new ApiError(409, message('subscription.planExists'));
      if (!existing && plan.planDetailsId) throw new ApiError(404, message('subscription.fetchFailed'));
      await tx.query(
        `INSERT INTO subscription_plans (plan_id, plan_details_id, settings, accessibility, pricing, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (plan_id) DO UPDATE SET settings = $3, accessibility = $4, pricing = $5, updated_by = $6, updated_at = now()`,
        [
          plan.planId,
          existing?.plan_details_id ?? `PD${randomBytes(6).toString('hex').toUpperCase()}`,
          JSON.stringify(settings),
          JSON.stringify(features),
          pricing && JSON.stringify(pricing),
          userId,
        ],
      );
    });
    return ok(null, existing(plan) ? message('subscription.updated') : message('subscription.saved'));
  });
}

/** Whether the saved plan was an existing one (its form carried its details id). */
const existing = (plan: Data) => typeof plan.planDetailsId === 'string';
