-- INR payouts of foreign-currency payments (spec 3 sections 2.2, 3 and 4): one row per payment, with its payer,
-- payout, receivable and quote, and the remark history of the admin's retries and rejections.
CREATE TABLE transactions (
  payment_id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  client_invoice_id text NOT NULL,
  invoice_id text NOT NULL,
  payment_request_date timestamptz NOT NULL,
  payer jsonb NOT NULL,
  payout_status text NOT NULL
    CHECK (payout_status IN ('initialized', 'processing', 'settled', 'failed', 'hold', 'cancelled', 'rejected')),
  payout_currency text NOT NULL DEFAULT 'INR',
  payout_amount numeric(14, 2),
  receivable_status text NOT NULL
    CHECK (receivable_status IN ('draft', 'verifying', 'activated', 'completed', 'cancelled', 'hold', 'input_required')),
  expected_amount numeric(14, 2) NOT NULL,
  currency text NOT NULL,
  reason text,
  remarks text,
  partner_id text NOT NULL,
  purpose_code text NOT NULL,
  purpose_description text NOT NULL,
  quote jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_client_date ON transactions (client_id, payment_request_date DESC);
CREATE INDEX transactions_date ON transactions (payment_request_date DESC);
