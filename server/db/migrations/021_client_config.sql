-- System Config (issue 31): who added each payout bank account and when, the account a payout was last sent to, and an
-- audit row for every change a client makes to its configuration (an account added, made primary or removed).
ALTER TABLE bank_accounts ADD COLUMN created_by text;
ALTER TABLE bank_accounts ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE transactions ADD COLUMN payout_account_id text;

CREATE TABLE client_config_audit (
  id bigserial PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  user_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('account.added', 'account.primary', 'account.removed')),
  subject text NOT NULL,
  changes jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_config_audit_client ON client_config_audit (client_id, created_at);
