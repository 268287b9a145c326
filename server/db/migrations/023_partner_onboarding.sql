-- Partner onboarding (spec 3 sections 2.5, 4 and 7): the payments partners, each client's state at the partner
-- (XFlow, simulated), every completed step with who and when, and the steps a tester makes the partner refuse.
CREATE TABLE partners (
  partner_id text PRIMARY KEY,
  partner_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'inactive'))
);
-- Reference data: the partner every database can onboard with, and one no longer offered.
INSERT INTO partners (partner_id, partner_name, status) VALUES
  ('XFLOW', 'XFlow', 'active'),
  ('PAYBRIDGE', 'PayBridge', 'inactive');

-- What the partner holds about a client: its id there, each step it answered 200, its statuses and payout settings.
CREATE TABLE partner_clients (
  client_id text NOT NULL REFERENCES clients (client_id),
  partner_id text NOT NULL REFERENCES partners (partner_id),
  partner_client_id text NOT NULL UNIQUE,
  completed text[] NOT NULL DEFAULT '{}',
  partner_status text NOT NULL DEFAULT 'draft'
    CHECK (partner_status IN ('activated', 'draft', 'verifying', 'deactivated', 'hold', 'input_required')),
  multi_currency_status text,
  vban_status text,
  payout_bank_status text,
  payout_interval text CHECK (payout_interval IN ('monthly', 'weekly', 'daily')),
  payout_anchor text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, partner_id)
);

-- Every step the partner completed, with the admin who ran it.
CREATE TABLE partner_onboarding_events (
  id bigserial PRIMARY KEY,
  client_id text NOT NULL,
  partner_id text NOT NULL,
  step text NOT NULL,
  user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_onboarding_events_client ON partner_onboarding_events (client_id, partner_id, created_at);

-- The simulated partner answers 400 with `message` at this client's `step` (server/adapters/README.md).
CREATE TABLE xflow_refusals (
  client_id text NOT NULL REFERENCES clients (client_id),
  step text NOT NULL
    CHECK (step IN ('basicDetails', 'kycInfo', 'bankDetails', 'feePlan', 'accountSettings', 'accountActivation')),
  message text NOT NULL,
  PRIMARY KEY (client_id, step)
);
