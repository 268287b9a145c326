-- Proof before a sign-in identifier changes: the OTP purpose of a mobile change, and the new number waiting for it.
ALTER TABLE otps DROP CONSTRAINT otps_purpose_check;
ALTER TABLE otps ADD CONSTRAINT otps_purpose_check
  CHECK (purpose IN ('sign_in', 'email_validate', 'mobile_validate', 'mobile_change'));

CREATE TABLE mobile_changes (
  user_id text PRIMARY KEY REFERENCES users (user_id),
  mobile text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
