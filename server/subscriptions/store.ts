// The subscription plans' queries (spec 2 sections 2.9 and 7): the stored plans, one by its details id, its status,
// and the configuration saved under a lock on its name.
import type { Queryable } from '../db/db';

type Data = Record<string, unknown>;

/** A stored plan as the configuration call carries it (spec 2 section 3). */
export interface PlanRow {
  plan_id: string;
  plan_details_id: string;
  status: string;
  settings: Data;
  accessibility: { id: string; accessibility: string; status: boolean }[];
  pricing: Data | null;
}

/** Every plan, the last changed first. */
export async function plans(db: Queryable): Promise<PlanRow[]> {
  return (await db.query<PlanRow>('SELECT * FROM subscription_plans ORDER BY updated_at DESC')).rows;
}

/** Whether a plan of this name is configured. */
export async function planExists(db: Queryable, planId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM subscription_plans WHERE plan_id = $1', [planId])).rows.length > 0;
}

/** The plan with this details id, if any. */
export async function planByDetailsId(db: Queryable, planDetailsId: string): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>('SELECT * FROM subscription_plans WHERE plan_details_id = $1', [
    planDetailsId,
  ]);
  return rows[0];
}

/** Sets a plan's status ('ACTIVE' / 'INACTIVE'), who changed it and when; false when there is no such plan. */
export async function setPlanStatus(db: Queryable, planId: string, status: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE subscription_plans SET status = $2, updated_by = $3, updated_at = now() WHERE plan_id = $1 RETURNING 1',
    [planId, status, userId],
  );
  return rows.length > 0;
}

/** Locks the plan of this name until the transaction ends; its details id, or undefined when it has none yet. */
export async function lockPlan(tx: Queryable, planId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ plan_details_id: string }>(
    'SELECT plan_details_id FROM subscription_plans WHERE plan_id = $1 FOR UPDATE',
    [planId],
  );
  return rows[0]?.plan_details_id;
}

/** A plan's configuration as stored. */
export interface PlanConfiguration {
  planId: string;
  planDetailsId: string;
  settings: Data;
  accessibility: { id: string; accessibility: string; status: boolean }[];
  pricing: Data | null;
  updatedBy: string;
}

/** Stores a plan's configuration, new or replacing the one of its name. */
export async function savePlan(tx: Queryable, plan: PlanConfiguration): Promise<void> {
  await tx.query(
    `INSERT INTO subscription_plans (plan_id, plan_details_id, settings, accessibility, pricing, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (plan_id) DO UPDATE SET settings = $3, accessibility = $4, pricing = $5, updated_by = $6, updated_at = now()`,
    [
      plan.planId,
      plan.planDetailsId,
      JSON.stringify(plan.settings),
      JSON.stringify(plan.accessibility),
      plan.pricing && JSON.stringify(plan.pricing),
      plan.updatedBy,
    ],
  );
}
