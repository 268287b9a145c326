// The declaration kinds kept one per file, by suffix, with their list in Declarations: read by the loader and, through
// the Schema Lab's wire, by the lab's page, so this module imports nothing.

/** Declaration kinds by file suffix (`*.form.json`) and their list in Declarations: a new kind is one entry here. */
export const KINDS = {
  form: 'forms',
  table: 'tables',
  wizard: 'wizards',
  flow: 'flows',
  page: 'pages',
  dashboard: 'dashboards',
} as const;

/** A declaration kind named by its file suffix. */
export type Kind = keyof typeof KINDS;
