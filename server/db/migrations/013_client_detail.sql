-- The admin's client detail (spec 3 sections 2.4, 4, 5 and 7): GST and IEC as verified, the remark history of
-- status changes, the fee plan with every submission kept (who and when), and the e-BRC credential file.
ALTER TABLE clients
  ADD COLUMN iec_number text,
  ADD COLUMN gst_number text,
  ADD COLUMN approve_remarks text;

-- Every verification the register answered, so a status change is judged on the server's own record.
CREATE TABLE gst_iec_checks (
  client_id text NOT NULL REFERENCES clients (client_id),
  kind text NOT NULL CHECK (kind IN ('gst', 'iec')),
  number text NOT NULL,
  valid boolean NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, kind, number)
);

CREATE TABLE client_remarks (
  id bigserial PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  client_status text NOT NULL,
  remark text,
  user_id text NOT NULL,
  user_role text NOT NULL,
  user_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_remarks_client ON client_remarks (client_id, created_at DESC);

CREATE TABLE fee_plans (
  client_id text PRIMARY KEY REFERENCES clients (client_id),
  payout_fee jsonb NOT NULL,
  payout_fx_fee jsonb NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE fee_plan_submissions (
  id bigserial PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  payout_fee jsonb NOT NULL,
  payout_fx_fee jsonb NOT NULL,
  submitted_by text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ebrc_files (
  client_id text PRIMARY KEY REFERENCES clients (client_id),
  document_id text NOT NULL REFERENCES documents (document_id),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
