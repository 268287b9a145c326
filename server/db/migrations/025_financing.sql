-- Receivables financing (spec 3 sections 2.7, 3 and 4): the offline (factoring) partners a receivable may be sent to,
-- one financing row per offered shipment or invoice, every status change with its comment and document, and the
-- row's documents (the invoice first, then one per status change), which are rows of the existing documents table.
CREATE TABLE financing_partners (
  partner_id text PRIMARY KEY,
  partner_name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  sort_order int NOT NULL DEFAULT 0
);

CREATE TABLE financing (
  factoring_id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  payment_id text NOT NULL,
  invoice_id text NOT NULL,
  client_invoice_id text NOT NULL,
  shipment_id text,
  invoice_status text,
  total_amount numeric(14, 2) NOT NULL CHECK (total_amount > 0),
  expected_amount numeric(14, 2) NOT NULL CHECK (expected_amount >= 0),
  received_amount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (received_amount >= 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'Requested'
    CHECK (status IN ('Requested', 'Sent For Approval', 'Approved', 'Partially Paid', 'Paid', 'Rejected', 'On Hold')),
  partner_id text REFERENCES financing_partners (partner_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (received_amount <= expected_amount)
);
-- One financing row per payment of a client: offering the same shipment twice finds the first.
CREATE UNIQUE INDEX financing_payment ON financing (client_id, payment_id);
CREATE INDEX financing_status_created ON financing (status, created_at DESC);

-- Every status of a row, from its request, written in the change's own transaction.
CREATE TABLE financing_history (
  id bigserial PRIMARY KEY,
  factoring_id text NOT NULL REFERENCES financing (factoring_id),
  status text NOT NULL,
  comment text,
  received_amount numeric(14, 2),
  document_id text REFERENCES documents (document_id),
  user_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX financing_history_row ON financing_history (factoring_id, id);

-- The row's documents as View Documents lists them: the invoice, then each status change's document.
CREATE TABLE financing_documents (
  factoring_id text NOT NULL REFERENCES financing (factoring_id),
  document_id text NOT NULL REFERENCES documents (document_id),
  role text NOT NULL CHECK (role IN ('invoice', 'status')),
  status text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (factoring_id, document_id)
);

INSERT INTO financing_partners (partner_id, partner_name, sort_order) VALUES
  ('FP001', 'Drip Capital', 1),
  ('FP002', 'Credlix', 2),
  ('FP003', 'Mynd Fintech', 3);
