-- Issue 30, dashboards and Manage Scrip: the export incentive scrips (RoDTEP and the like) earned on settled goods
-- shipments, and the named indexes the dashboards' aggregates read (a client's year of requests answers from them).
CREATE TABLE scrips (
  scrip_id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  request_id text NOT NULL UNIQUE REFERENCES payment_requests (request_id),
  scheme text NOT NULL CHECK (scheme IN ('RoDTEP', 'RoSCTL')),
  shipping_bill_number text NOT NULL,
  shipping_bill_date date,
  port_of_loading text,
  fob_inr numeric(14, 2) NOT NULL CHECK (fob_inr > 0),
  rate_percent numeric(6, 3) NOT NULL CHECK (rate_percent > 0),
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'applied' CHECK (status IN ('applied', 'issued', 'utilised', 'transferred')),
  scrip_number text,
  applied_on date NOT NULL,
  issued_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scrips_client_created ON scrips (client_id, created_at DESC);

-- A request's figures beside its client, so a client's totals and counts read the index alone.
CREATE INDEX payment_requests_dashboard ON payment_requests (client_id, status)
  INCLUDE (kind, received_currency, received_amount, fx_rate, fee, inr_amount, created_at);
-- When a request reached a status (received, paid_out): the month it counts in.
CREATE INDEX payment_request_events_status_at ON payment_request_events (request_id, status) INCLUDE (at);
-- The Admin's counts by status and monthly volume over every client.
CREATE INDEX transactions_payout_status ON transactions (payout_status);
CREATE INDEX clients_status ON clients (client_status);
