-- Every e-mail and SMS is kept in the outbox and delivered by a background job (server/mail/): when it was delivered
-- (sent_at, null until then), the tries so far and the last error, and when delivery was given up (failed_at). Also the
-- audit row of every document shared from the Documents screen, which the hourly share limits count.
ALTER TABLE outbox
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_error text,
  ADD COLUMN failed_at timestamptz;
-- Messages already in the table were delivered the old way, at once.
UPDATE outbox SET sent_at = created_at;

CREATE TABLE document_shares (
  id bigserial PRIMARY KEY,
  shared_by text NOT NULL,
  client_id text NOT NULL REFERENCES clients (client_id),
  recipient text NOT NULL,
  document_id text NOT NULL REFERENCES documents (document_id),
  outbox_id bigint,
  shared_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_shares_by ON document_shares (shared_by, shared_at);
CREATE INDEX document_shares_client ON document_shares (client_id, shared_at);
CREATE INDEX document_shares_recipient ON document_shares (recipient, shared_at);
