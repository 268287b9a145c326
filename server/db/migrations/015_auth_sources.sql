-- Sign-in failures counted per account and source: the devices that signed in to an account (their cookie kept only
-- as a hash), and an id on auth_attempts so a failure counted before the check is taken back when the credential was
-- right. auth_throttle keys now name the console, the account and the source, so the old per-account keys go.
CREATE TABLE auth_devices (
  device_hash text NOT NULL,
  console text NOT NULL CHECK (console IN ('client', 'admin')),
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_hash, console, user_id)
);
CREATE INDEX auth_devices_last_seen ON auth_devices (last_seen_at);

ALTER TABLE auth_attempts ADD COLUMN id bigserial PRIMARY KEY;

DELETE FROM auth_throttle;
