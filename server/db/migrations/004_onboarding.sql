-- Client onboarding and KYC (spec 2 sections 3 and 4): details, uploaded documents, stakeholders, the bank account, Indian states.
CREATE TABLE onboarding (
  client_id text PRIMARY KEY REFERENCES clients (client_id),
  basic jsonb NOT NULL DEFAULT '{}',
  business jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE documents (
  document_id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  document_type text NOT NULL,
  document_sub_type text,
  document_name text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_client ON documents (client_id);

CREATE TABLE stakeholders (
  id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  stakeholder_type text NOT NULL CHECK (stakeholder_type IN ('owner', 'director', 'representative')),
  pan text NOT NULL,
  id_number text,
  details jsonb NOT NULL,
  is_director boolean NOT NULL DEFAULT false,
  is_account_signatory boolean NOT NULL DEFAULT false,
  verified boolean NOT NULL DEFAULT false,
  pan_verified boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  added bigserial -- the order they were added in, even within one transaction
);
CREATE UNIQUE INDEX stakeholders_pan ON stakeholders (client_id, stakeholder_type, pan);

CREATE TABLE bank_accounts (
  id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  details jsonb NOT NULL,
  is_primary boolean NOT NULL DEFAULT true,
  is_verified boolean NOT NULL DEFAULT false,
  bank_response jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX bank_accounts_primary ON bank_accounts (client_id) WHERE is_primary;

-- The fixed list of states and union territories; reference data, so every database gets it, seeded or not.
CREATE TABLE states (
  state_name text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('state', 'union territory'))
);
INSERT INTO states (state_name, kind) VALUES
  ('Andhra Pradesh', 'state'), ('Arunachal Pradesh', 'state'), ('Assam', 'state'), ('Bihar', 'state'),
  ('Chhattisgarh', 'state'), ('Goa', 'state'), ('Gujarat', 'state'), ('Haryana', 'state'),
  ('Himachal Pradesh', 'state'), ('Jharkhand', 'state'), ('Karnataka', 'state'), ('Kerala', 'state'),
  ('Madhya Pradesh', 'state'), ('Maharashtra', 'state'), ('Manipur', 'state'), ('Meghalaya', 'state'),
  ('Mizoram', 'state'), ('Nagaland', 'state'), ('Odisha', 'state'), ('Punjab', 'state'), ('Rajasthan', 'state'),
  ('Sikkim', 'state'), ('Tamil Nadu', 'state'), ('Telangana', 'state'), ('Tripura', 'state'),
  ('Uttar Pradesh', 'state'), ('Uttarakhand', 'state'), ('West Bengal', 'state'),
  ('Andaman and Nicobar Islands', 'union territory'), ('Chandigarh', 'union territory'),
  ('Dadra and Nagar Haveli and Daman and Diu', 'union territory'), ('Delhi', 'union territory'),
  ('Jammu and Kashmir', 'union territory'), ('Ladakh', 'union territory'), ('Lakshadweep', 'union territory'),
  ('Puducherry', 'union territory');

-- Spec 2 section 9 names the high-risk industry 'Gems & Jewelry'; databases seeded before keep the spec's label too.
UPDATE industries SET industry_name = 'Gems & Jewelry' WHERE industry_key = 'gems';
