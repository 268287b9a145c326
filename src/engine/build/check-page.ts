// schemas:check for pages: every table, form, wizard, content file and action a page or one of its tabs names must exist.
import type { PageDeclaration } from '../core/declarations.ts';
import { unknownName } from './unknown-name.ts';

/** The names a page may use, by kind. */
export interface PageNames {
  forms: Set<string>;
  tables: Set<string>;
  wizards: Set<string>;
  /** Content files (`schemas/content/<id>.md`). */
  contents: Set<string>;
  actions: readonly string[];
}

/** Adds a problem for each name in the page that no registry or declaration has. */
export function checkPage(
  file: string,
  page: PageDeclaration,
  names: PageNames,
  add: (file: string, pointer: string, message: string) => void,
): void {
  const action = (name: string | undefined, pointer: string) => {
    const message = name === undefined ? undefined : unknownName('action', name, names.actions);
    if (message) add(file, pointer, message);
  };
  const declared = (id: string | undefined, ids: Set<string>, kind: string, pointer: string) => {
    if (id !== undefined && !ids.has(id)) add(file, pointer, `${kind} "${id}" is not declared`);
  };
  action(page.source, '/source');
  (page.tabs ?? []).forEach((tab, index) => {
    const at = `/tabs/${index}`;
    action(tab.source, `${at}/source`);
    declared(tab.table, names.tables, 'table', `${at}/table`);
    declared(tab.wizard, names.wizards, 'wizard', `${at}/wizard`);
    declared(tab.form?.id, names.forms, 'form', `${at}/form/id`);
    declared(tab.content, names.contents, 'content file', `${at}/content`);
    action(tab.form?.submit, `${at}/form/submit`);
    action(tab.form?.load, `${at}/form/load`);
    declared(tab.form?.followUp?.form, names.forms, 'form', `${at}/form/followUp/form`);
    action(tab.form?.followUp?.submit, `${at}/form/followUp/submit`);
    const embedded = [tab.sections?.length, tab.table, tab.form, tab.wizard, tab.content].filter(Boolean).length;
    if (embedded > 1) add(file, at, 'a tab holds one of sections, table, form, wizard or content');
  });
}
