-- One failed-attempt counter per account (per identifier when no account has it): attempts are spaced out, never locked out.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failed_at timestamptz,
  next_allowed_at timestamptz NOT NULL DEFAULT now()
);

-- The 30-minute OTP lock counted here per identifier; auth_throttle replaces it.
DROP TABLE otp_failures;
