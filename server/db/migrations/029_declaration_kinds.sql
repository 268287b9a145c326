-- Issue 34: flows, pages, dashboards and the message catalogue are published from the Schema Lab too.
ALTER TABLE declaration_versions DROP CONSTRAINT declaration_versions_kind_check;
ALTER TABLE declaration_versions
  ADD CONSTRAINT declaration_versions_kind_check
  CHECK (kind IN ('form', 'table', 'wizard', 'flow', 'page', 'dashboard', 'catalogue'));
