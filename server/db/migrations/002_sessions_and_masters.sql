-- Session tokens (stored hashed) and the master data of spec 3 section 2.1.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id),
  console text NOT NULL CHECK (console IN ('client', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE industries (
  industry_key text PRIMARY KEY,
  industry_name text NOT NULL
);

CREATE TABLE hs_codes (
  hs_code text PRIMARY KEY,
  product_details text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  industry text REFERENCES industries (industry_key),
  chapter text NOT NULL,
  heading text NOT NULL,
  sub_heading text NOT NULL,
  code text NOT NULL
);

CREATE TABLE client_hs_codes (
  client_id text NOT NULL REFERENCES clients (client_id),
  hs_code text NOT NULL REFERENCES hs_codes (hs_code),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  PRIMARY KEY (client_id, hs_code)
);

CREATE TABLE currencies (
  country_code text PRIMARY KEY,
  country_name text NOT NULL,
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'))
);

CREATE TABLE purpose_codes (
  purpose_code text PRIMARY KEY,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  purpose_code_group text
);

CREATE TABLE incoterms (
  incoterm text PRIMARY KEY,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'))
);

CREATE TABLE roles (
  role_id integer PRIMARY KEY,
  role_name text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'))
);

CREATE TABLE actions (
  action_id integer PRIMARY KEY,
  display_name text NOT NULL,
  description text
);

CREATE TABLE role_definitions (
  role_id integer NOT NULL REFERENCES roles (role_id),
  action_id integer NOT NULL REFERENCES actions (action_id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  PRIMARY KEY (role_id, action_id)
);
