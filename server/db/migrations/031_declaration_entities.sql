-- Issue 34: an entity's parts kept as a client's JSON document (schemas/entities/client.json) are published too.
ALTER TABLE declaration_versions DROP CONSTRAINT declaration_versions_kind_check;
ALTER TABLE declaration_versions
  ADD CONSTRAINT declaration_versions_kind_check
  CHECK (kind IN ('form', 'table', 'wizard', 'flow', 'page', 'dashboard', 'catalogue', 'menus', 'tours', 'entity'));
