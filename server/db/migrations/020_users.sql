-- A client's users managed in the console (issue 31): who invited a user and when, when it last signed in, when and by
-- whom it was deactivated, the subscription plan whose user limit applies to a client, and every change to a user
-- kept with who made it and when.
ALTER TABLE users
  ADD COLUMN invited_at timestamptz,
  ADD COLUMN invited_by text REFERENCES users (user_id),
  ADD COLUMN last_signed_in_at timestamptz,
  ADD COLUMN deactivated_at timestamptz,
  ADD COLUMN deactivated_by text REFERENCES users (user_id);

-- The plan a client subscribes to (subscription_plans.plan_id; no reference, as a plan may be configured later).
ALTER TABLE clients ADD COLUMN plan_id text;

CREATE TABLE user_audit (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id),
  client_id text REFERENCES clients (client_id),
  action text NOT NULL CHECK (action IN ('invited', 'invitation_resent', 'role_changed', 'deactivated', 'reactivated')),
  changes jsonb NOT NULL DEFAULT '{}',
  done_by text NOT NULL REFERENCES users (user_id),
  done_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_audit_user ON user_audit (user_id, done_at);
CREATE INDEX users_client ON users (client_id);
