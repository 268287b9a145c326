// Subscription plans (spec 2 sections 2.9, 4.8, 5.7 and 7): the provider's configuration, so the admin console's
// Admin alone lists, configures and switches them. A plan is judged by the same form and rule as the browser.
import { keysOf, type EntityProperty } from '../../src/engine/core/entity';
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { validateForm } from '../forms/validate-form';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { ACCESSIBILITY, PLAN, PLANS, PLAN_CHOICES } from '../responses/client-areas';
import { NO_DATA, YES_NO } from '../responses/common';
import { lockPlan, planByDetailsId, planExists, plans, savePlan, setPlanStatus } from '../subscriptions/store';

type Data = Record<string, unknown>;

const ADMIN = { access: { consoles: ['admin' as const], roles: ['Admin'] } };

/** A definition of the subscription entity, as bundling keeps it (under `$defs`, beside the `$ref` to it). */
const definition = (def: string) =>
  (sharedSchema(`subscription#/$defs/${def}`) as { $defs?: Record<string, EntityProperty> }).$defs?.[
    `subscription_${def}`
  ];

/** The choices an entity's `oneOf` offers, as key/value pairs. */
const choices = (def: string) => {
  const options = (definition(def) as { oneOf?: { const: string; title: string }[] } | undefined)?.oneOf;
  return (options ?? []).map((option) => ({
    key: option.const,
    value: option.title,
  }));
};

export default async function subscriptionRoutes(app: FastifyInstance) {
  const planName = (planId: string) => choices('planId').find((option) => option.key === planId)?.value ?? planId;

  const planChoicesRoute = { config: ADMIN, schema: { response: PLAN_CHOICES } };
  app.get('/api/subscriptions/plan-names', planChoicesRoute, async () => ok(choices('planId')));
  app.get('/api/subscriptions/accessibility', { config: ADMIN, schema: { response: ACCESSIBILITY } }, async () =>
    ok(choices('feature').map(({ key, value }) => ({ id: key, accessibility: value }))),
  );

  app.get('/api/subscriptions', { config: ADMIN, schema: { response: PLANS } }, async () => {
    return ok(
      (await plans(app.db)).map((row) => ({
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
      if (!(await planExists(app.db, (request.params as { planId: string }).planId)))
        throw new ApiError(404, message('subscription.noSuchPlan'));
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
      const row = await planByDetailsId(app.db, (request.params as { planDetailId: string }).planDetailId);
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
      if (!(await setPlanStatus(app.db, planId, status.toUpperCase(), caller(request).userId)))
        throw new ApiError(404, message('subscription.statusFailed'));
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
    const plan = validateForm(app.declarations.form('subscription.plan'), flat, {
      console: 'admin',
      role: caller(request).roleName,
    });
    const userId = caller(request).userId;
    const settings = Object.fromEntries(
      keysOf(definition('settings'))
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
      const existing = await lockPlan(tx, plan.planId as string);
      // A new configuration for a name that has one: 'Plan already exists, please select another plan'.
      if (existing && existing !== plan.planDetailsId) throw new ApiError(409, message('subscription.planExists'));
      if (!existing && plan.planDetailsId) throw new ApiError(404, message('subscription.fetchFailed'));
      await savePlan(tx, {
        planId: plan.planId as string,
        planDetailsId: existing ?? `PD${randomBytes(6).toString('hex').toUpperCase()}`,
        settings,
        accessibility: features,
        pricing,
        updatedBy: userId,
      });
    });
    return ok(null, existing(plan) ? message('subscription.updated') : message('subscription.saved'));
  });
}

/** Whether the saved plan was an existing one (its form carried its details id). */
const existing = (plan: Data) => typeof plan.planDetailsId === 'string';
