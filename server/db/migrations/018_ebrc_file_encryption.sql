-- The e-BRC credential file holds a password: its content is kept sealed (AES-256-GCM under EBRC_FILE_KEY,
-- server/onboarding/sealed-file.ts). `sealed` tells a sealed content from one stored before this migration, which
-- the server seals when it starts, in one idempotent step (sealStoredEbrcFiles in server/client-detail/store.ts).
ALTER TABLE documents ADD COLUMN sealed boolean NOT NULL DEFAULT false;
