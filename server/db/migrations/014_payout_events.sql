-- Every change of a payout's status with who made it and when: the admin's retries and rejections (with the remark
-- or reason) and the partner's settlement after a retry (no user).
CREATE TABLE payout_events (
  id bigserial PRIMARY KEY,
  payment_id text NOT NULL REFERENCES transactions (payment_id),
  payout_status text NOT NULL,
  note text,
  user_id text,
  user_role text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_events_payment ON payout_events (payment_id, created_at);
