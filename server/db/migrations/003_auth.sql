-- One-time passwords, failed attempts (counted per account and per address), reset links, countries and stored images.
CREATE TABLE otps (
  id bigserial PRIMARY KEY,
  identifier text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('sign_in', 'email_validate', 'mobile_validate')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX otps_identifier ON otps (identifier, purpose, created_at DESC);

CREATE TABLE otp_failures (
  identifier text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_failures_identifier ON otp_failures (identifier, failed_at DESC);

CREATE TABLE auth_attempts (
  bucket text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_bucket ON auth_attempts (bucket, at DESC);

CREATE TABLE reset_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE countries (
  country_code text PRIMARY KEY,
  country_name text NOT NULL,
  dial_code text NOT NULL,
  active boolean NOT NULL DEFAULT false
);
INSERT INTO countries VALUES ('IN', 'India', '+91', true), ('US', 'United States', '+1', false), ('GB', 'United Kingdom', '+44', false);

CREATE TABLE images (
  document_ref_no text NOT NULL,
  document_type text NOT NULL CHECK (document_type IN ('profile_image', 'company_logo')),
  content_type text NOT NULL,
  content bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_ref_no, document_type)
);

CREATE TABLE shipments (
  shipment_id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  created_at timestamptz NOT NULL DEFAULT now()
);
