-- Virtual accounts (spec 2 sections 2.7, 3, 4.6 and 5.6): the currencies the partner bank issues accounts in (kind
-- VACC), and each client's accounts per currency, requested first and filled in when the bank has issued them.
CREATE TABLE vacc_currencies (
  currency text PRIMARY KEY,
  country_code text NOT NULL,
  country_name text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'))
);
INSERT INTO vacc_currencies (currency, country_code, country_name) VALUES
  ('USD', 'US', 'United States'), ('GBP', 'GB', 'United Kingdom'), ('EUR', 'EU', 'European Union'),
  ('CAD', 'CA', 'Canada'), ('CNY', 'CN', 'China'), ('CZK', 'CZ', 'Czechia'), ('HUF', 'HU', 'Hungary'),
  ('MXN', 'MX', 'Mexico'), ('RON', 'RO', 'Romania'), ('THB', 'TH', 'Thailand'), ('PLN', 'PL', 'Poland'),
  ('TRY', 'TR', 'Türkiye'), ('CHF', 'CH', 'Switzerland'), ('DKK', 'DK', 'Denmark'), ('NOK', 'NO', 'Norway'),
  ('SEK', 'SE', 'Sweden'), ('ZAR', 'ZA', 'South Africa'), ('AED', 'AE', 'United Arab Emirates'),
  ('AUD', 'AU', 'Australia'), ('HKD', 'HK', 'Hong Kong'), ('ILS', 'IL', 'Israel'), ('KES', 'KE', 'Kenya'),
  ('NZD', 'NZ', 'New Zealand'), ('QAR', 'QA', 'Qatar'), ('SAR', 'SA', 'Saudi Arabia'), ('SGD', 'SG', 'Singapore'),
  ('INR', 'IN', 'India'), ('ARS', 'AR', 'Argentina');

CREATE TABLE virtual_accounts (
  client_id text NOT NULL REFERENCES clients (client_id),
  currency text NOT NULL REFERENCES vacc_currencies (currency),
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'active')),
  account_details jsonb NOT NULL DEFAULT '[]',
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  issued_at timestamptz,
  PRIMARY KEY (client_id, currency)
);
