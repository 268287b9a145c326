-- Issue 34, the Schema Lab's versions: every declaration an analyst publishes (the files in schemas/ are version 0
-- and are never written), with its author, comment, the diff against the version before it as a JSON Patch, the
-- reason given when a publish would make stored records fail, and one audit row for every publish or rollback.
CREATE TABLE declaration_versions (
  kind text NOT NULL CHECK (kind IN ('form', 'table', 'wizard')),
  declaration_id text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  document jsonb NOT NULL,
  diff jsonb NOT NULL,
  comment text NOT NULL,
  impact_reason text,
  rolled_back_to integer CHECK (rolled_back_to >= 0),
  author_id text NOT NULL REFERENCES users (user_id),
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, declaration_id, version)
);

CREATE TABLE declaration_audit (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  declaration_id text NOT NULL,
  version integer NOT NULL,
  action text NOT NULL CHECK (action IN ('published', 'rolled_back')),
  details jsonb NOT NULL DEFAULT '{}',
  done_by text NOT NULL REFERENCES users (user_id),
  done_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (kind, declaration_id, version) REFERENCES declaration_versions (kind, declaration_id, version)
);
CREATE INDEX declaration_audit_declaration ON declaration_audit (kind, declaration_id, done_at);
