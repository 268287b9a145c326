-- Clients, their users, and what the server "sent" by e-mail and SMS.
CREATE TABLE clients (
  client_id text PRIMARY KEY,
  client_name text,
  client_type text NOT NULL CHECK (client_type IN ('Business', 'Individual')),
  business_category text NOT NULL,
  client_status text,
  client_purpose text,
  referral_code text,
  sign_up_country_code text NOT NULL DEFAULT 'IN',
  created_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz
);

CREATE TABLE users (
  user_id text PRIMARY KEY,
  client_id text REFERENCES clients (client_id),
  console text NOT NULL CHECK (console IN ('client', 'admin')),
  email text NOT NULL UNIQUE,
  mobile text UNIQUE,
  mobile_country_code text NOT NULL DEFAULT '+91',
  first_name text,
  last_name text,
  role_name text NOT NULL,
  password_hash text,
  view_tour boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  otp text,
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);
