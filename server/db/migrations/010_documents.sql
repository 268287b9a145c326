-- The Documents screen (spec 2 sections 2.6, 3, 4.5 and 5.5): a client's titled documents, each pointing at a stored
-- file; a deleted one keeps its row (who deleted it and when) but leaves the list. Shared documents reach the outbox
-- with the document attached by reference.
CREATE TABLE client_documents (
  id bigserial PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (client_id),
  title text NOT NULL,
  document_id text REFERENCES documents (document_id),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_by text,
  deleted_at timestamptz
);
CREATE UNIQUE INDEX client_documents_title ON client_documents (client_id, lower(title)) WHERE deleted_at IS NULL;

ALTER TABLE outbox ADD COLUMN attachments jsonb;
