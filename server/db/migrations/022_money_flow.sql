-- The money flow (issue 30; spec 3 sections 1, 3 and 4): a client's payers (overseas buyers), its payment requests
-- (a goods shipment or a service invoice the buyer pays), every status move of a request, and the request's documents
-- (commercial invoice, shipping bill, bill of lading), which are rows of the existing documents table.
CREATE TABLE payers (
  payer_id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  payer_name text NOT NULL,
  email text NOT NULL,
  mobile_code text NOT NULL,
  mobile text NOT NULL,
  country text NOT NULL,
  address1 text NOT NULL,
  address2 text,
  city text NOT NULL,
  state text NOT NULL,
  pincode text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payers_client_name ON payers (client_id, payer_name);

CREATE TABLE payment_requests (
  request_id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  kind text NOT NULL CHECK (kind IN ('goods', 'services')),
  payer_id text NOT NULL REFERENCES payers (payer_id),
  invoice_number text NOT NULL,
  invoice_date date NOT NULL,
  shipping_bill_number text,
  shipping_bill_date date,
  port_of_loading text,
  hs_codes jsonb NOT NULL DEFAULT '[]',
  incoterm text,
  purpose_code text NOT NULL,
  description text,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  due_date date NOT NULL,
  reference text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'received', 'quoted', 'payout_initiated', 'paid_out', 'failed', 'cancelled')),
  received_amount numeric(14, 2),
  received_currency text,
  fx_rate numeric(14, 6),
  fee numeric(14, 2),
  inr_amount numeric(14, 2),
  payment_id text REFERENCES transactions (payment_id),
  efira_document_id text REFERENCES documents (document_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_requests_client_created ON payment_requests (client_id, created_at DESC);
CREATE INDEX payment_requests_client_status ON payment_requests (client_id, status);
CREATE UNIQUE INDEX payment_requests_invoice ON payment_requests (client_id, lower(invoice_number));

-- Every status move of a request, numbered from 1 (its creation), written in the move's own transaction.
CREATE TABLE payment_request_events (
  request_id text NOT NULL REFERENCES payment_requests (request_id),
  seq int NOT NULL,
  status text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  detail jsonb,
  PRIMARY KEY (request_id, seq)
);

-- A request's uploaded files by their role; the file itself is a row of documents (typed by content on upload).
CREATE TABLE payment_request_documents (
  request_id text NOT NULL REFERENCES payment_requests (request_id),
  role text NOT NULL CHECK (role IN ('commercial_invoice', 'shipping_bill', 'bill_of_lading')),
  document_id text NOT NULL REFERENCES documents (document_id),
  PRIMARY KEY (request_id, role)
);
