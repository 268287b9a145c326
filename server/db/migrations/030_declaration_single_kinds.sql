-- Issue 34: the menus' labels (schemas/auth/menus.json) and the demo tours (schemas/tours.json) are published too.
ALTER TABLE declaration_versions DROP CONSTRAINT declaration_versions_kind_check;
ALTER TABLE declaration_versions
  ADD CONSTRAINT declaration_versions_kind_check
  CHECK (kind IN ('form', 'table', 'wizard', 'flow', 'page', 'dashboard', 'catalogue', 'menus', 'tours'));
