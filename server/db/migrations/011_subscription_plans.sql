-- Subscription plans (spec 2 sections 2.9, 3, 4.8 and 5.7): the provider's plans, one configuration per plan name,
-- with who changed it last and when.
CREATE TABLE subscription_plans (
  plan_id text PRIMARY KEY,
  plan_details_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  settings jsonb NOT NULL,
  accessibility jsonb NOT NULL,
  pricing jsonb,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
