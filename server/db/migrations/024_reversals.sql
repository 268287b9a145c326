-- Reversals of payments (spec 3 sections 2.6, 3 and 4): at most one per payment (the unique key is the lock that
-- refuses a second), the client's payer it goes back to, and every status move with its remark (the timeline).
CREATE TABLE reversals (
  reversal_id text PRIMARY KEY,
  payment_id text NOT NULL UNIQUE REFERENCES transactions (payment_id),
  client_id text NOT NULL REFERENCES clients (client_id),
  client_payer_id text NOT NULL REFERENCES payers (payer_id),
  status text NOT NULL CHECK (status IN ('REVERSAL_INPROGRESS', 'SENT_TO_REVERSAL', 'REVERSED', 'CANCELLED')),
  email text NOT NULL,
  remarks text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reversals_client ON reversals (client_id);

CREATE TABLE reversal_events (
  id bigserial PRIMARY KEY,
  reversal_id text NOT NULL REFERENCES reversals (reversal_id),
  status text NOT NULL,
  remarks text,
  description text NOT NULL,
  user_id text,
  user_role text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reversal_events_reversal ON reversal_events (reversal_id, created_at, id);
