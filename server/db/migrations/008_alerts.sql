-- Manage Alerts (spec 2 sections 2.8, 3, 4.7 and 7): the alert types an exporter can switch, each with its default,
-- and each client's own choice where it made one.
CREATE TABLE alert_types (
  alert_id integer PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  default_status boolean NOT NULL DEFAULT true
);
INSERT INTO alert_types (alert_id, title, description, default_status) VALUES
  (1, 'Payment received', 'An e-mail and SMS when a foreign buyer''s payment reaches your virtual account.', true),
  (2, 'Payout settled', 'An e-mail when the INR payout of a payment is credited to your bank account.', true),
  (3, 'Payout failed', 'An e-mail and SMS when a payout is cancelled or fails, with the reason from the bank.', true),
  (4, 'Reversal status', 'An e-mail whenever a reversal you asked for moves on: sent, reversed or cancelled.', true),
  (5, 'Financing status', 'An e-mail when a receivables financing request is approved, paid, put on hold or rejected.', false),
  (6, 'Document shared', 'A copy of every document you share from Documents, sent to your own e-mail.', false),
  (7, 'Onboarding status', 'An e-mail when your onboarding is approved, rejected or needs action.', true);

CREATE TABLE client_alerts (
  client_id text NOT NULL REFERENCES clients (client_id),
  alert_id integer NOT NULL REFERENCES alert_types (alert_id),
  status boolean NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, alert_id)
);
