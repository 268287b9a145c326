// The declarations in force in this process (issue 34): the newest published version of each form, table and wizard,
// loaded at start, refreshed at once after this process publishes and by a short poll for other processes' publishes,
// with each one's module built once for the browser and a stamp naming the whole set.
import type { Queryable } from '../db/db';
import type { BundledForm, TableDeclaration, WizardDeclaration } from '../../src/engine/core/declarations';
import { wizardFormIds } from '../../src/engine/core/wizard-forms';
import { bundleForm, bundleTable, type DeclarationFile } from '../../src/engine/build/load';
import { formModule, tableModule, wizardModule } from '../../src/engine/build/declaration-modules';
import { withMessageTexts } from '../../src/engine/build/message-refs';
import type { DeclarationKind } from '../../src/engine/build/lab-wire';
import { declarationFile, formDeclaration, messageCatalogue, schemaRegistry, wizardDeclarations } from '../schemas';
import { moduleBuilder, moduleUrl, shortHash, type BuiltModule } from './published-modules';

type Document = Record<string, unknown>;

/** The newest published version of one declaration. */
interface Published {
  kind: DeclarationKind;
  id: string;
  version: number;
  file: string;
  document: Document;
}

/** What the browser is told: the stamp and each module in force by `<kind>:<id>`. */
export interface InForceSummary {
  stamp: string;
  modules: Record<string, string>;
}

/** The declarations in force, one per process (both consoles share it), on the app as `app.declarations`. */
export interface DeclarationsInForce {
  /** Names the set in force: first 12 hex of the sha-256 of the sorted `kind:id:version` list; "0" when none. */
  readonly stamp: string;
  /** The stamp and the URL of each module in force (wizards naming a form in force included). */
  summary(): InForceSummary;
  /** The form in force, bundled (one object per version, so validators compiled for it are kept by it). */
  form(id: string): BundledForm;
  /** The version in force of a declaration: 0 when only its file exists. */
  version(kind: DeclarationKind, id: string): number;
  /** Every wizard as in force. */
  wizards(): WizardDeclaration[];
  /** The built module served at a URL, when that URL names a module in force. */
  module(url: string): BuiltModule | undefined;
  /** Reads the versions in force again (after a publish or rollback, or when the poll sees a change). */
  refresh(): Promise<void>;
  /** Stops the poll. */
  close(): void;
}

/** The newest version of every published declaration. */
const NEWEST = `SELECT DISTINCT ON (kind, declaration_id) kind, declaration_id AS id, version, document
                  FROM declaration_versions ORDER BY kind, declaration_id, version DESC`;
/** What changes with every publish (versions are only ever added): cheap enough to ask every second. */
const CHANGED = 'SELECT count(*)::int AS count, max(published_at) AS latest FROM declaration_versions';

const key = (kind: DeclarationKind, id: string) => `${kind}:${id}`;

/** The published rows whose declaration schemas/ still declares, with its file and "msg:" texts written in place. */
async function newestVersions(db: Queryable): Promise<Map<string, Published>> {
  const { rows } = await db.query<{ kind: DeclarationKind; id: string; version: number; document: Document }>(NEWEST);
  const catalogue = messageCatalogue();
  const found = new Map<string, Published>();
  for (const row of rows) {
    const file = declarationFile(row.kind, row.id)?.file;
    if (!file) continue;
    const document = withMessageTexts(row.document, catalogue, file, []);
    found.set(key(row.kind, row.id), { ...row, file, document });
  }
  return found;
}

/** Options of the store: the poll's period, and where a failed poll or refresh is reported. */
export interface InForceOptions {
  pollMs: number;
  onError?: (error: unknown) => void;
}

/** Loads the versions in force and starts the poll (stopped by close(); it never keeps a process alive). */
export async function openDeclarationsInForce(db: Queryable, options: InForceOptions): Promise<DeclarationsInForce> {
  const registry = schemaRegistry();
  const builder = moduleBuilder();
  const fileForms = new Map<string, BundledForm>();
  let bundledForms = new Map<string, BundledForm>();
  let published = new Map<string, Published>();
  let stamp = '0';
  let modules: Record<string, string> = {};
  let byUrl = new Map<string, BuiltModule>();
  let queue: Promise<void> = Promise.resolve();

  const fileForm = (id: string) => {
    let form = fileForms.get(id);
    if (!form) fileForms.set(id, (form = formDeclaration(id)));
    return form;
  };
  const form = (id: string) => bundledForms.get(id) ?? fileForm(id);
  /** Every wizard as a set of published versions has it. */
  const wizardsOf = (versions: Map<string, Published>) =>
    wizardDeclarations().map(
      (wizard) => (versions.get(key('wizard', wizard.id))?.document as WizardDeclaration | undefined) ?? wizard,
    );

  /** Reads the newest versions and builds their modules, then puts the whole set in force at once. */
  async function load(): Promise<void> {
    const next = await newestVersions(db);
    const forms = new Map<string, BundledForm>();
    for (const entry of next.values()) {
      if (entry.kind !== 'form') continue;
      const kept = bundledForms.get(entry.id);
      const same = kept && published.get(key('form', entry.id))?.version === entry.version;
      forms.set(entry.id, same ? kept : bundleForm({ file: entry.file, json: entry.document } as never, registry));
    }
    const formOf = (id: string) => forms.get(id) ?? (declarationFile('form', id) ? fileForm(id) : undefined);
    const served: { key: string; kind: DeclarationKind; id: string; version: number; source: string }[] = [];
    for (const entry of next.values()) {
      if (entry.kind === 'form')
        served.push({ ...entry, key: key('form', entry.id), source: formModule(forms.get(entry.id)!) });
      if (entry.kind === 'table') {
        const table = { file: entry.file, json: entry.document } as unknown as DeclarationFile<TableDeclaration>;
        served.push({ ...entry, key: key('table', entry.id), source: tableModule(bundleTable(table, registry)) });
      }
    }
    // A wizard naming a form in force is served too: its fields must list the form's new ones.
    for (const wizard of wizardsOf(next)) {
      const version = next.get(key('wizard', wizard.id))?.version ?? 0;
      if (!version && !wizardFormIds(wizard).some((id) => forms.has(id))) continue;
      served.push({
        key: key('wizard', wizard.id),
        kind: 'wizard',
        id: wizard.id,
        version,
        source: wizardModule(wizard, formOf),
      });
    }
    const built = await builder.buildAll(served.map((entry) => entry.source));
    const urls = served.map((entry, index) => moduleUrl(entry.kind, entry.id, entry.version, built[index]!.hash));
    const names = [...next.values()].map((entry) => `${entry.kind}:${entry.id}:${entry.version}`).sort();
    published = next;
    bundledForms = forms;
    modules = Object.fromEntries(served.map((entry, index) => [entry.key, urls[index]!]));
    byUrl = new Map(urls.map((url, index) => [url, built[index]!]));
    stamp = names.length ? shortHash(names.join('\n')) : '0';
  }

  /** One refresh at a time: one asked for while another runs starts when it ends, and reads what is newest then. */
  const refresh = (): Promise<void> => (queue = queue.catch(() => undefined).then(load));

  /** What changes with every publish; the poll refreshes when it differs from what the last refresh read. */
  const signature = async (): Promise<string> => {
    const { rows } = await db.query<{ count: number; latest: unknown }>(CHANGED);
    return `${rows[0]?.count}:${String(rows[0]?.latest)}`;
  };

  let seen = await signature();
  await refresh();
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    signature()
      .then(async (now) => {
        if (now === seen) return;
        await refresh();
        seen = now;
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => (polling = false));
  }, options.pollMs);
  timer.unref();

  return {
    get stamp() {
      return stamp;
    },
    summary: () => ({ stamp, modules: { ...modules } }),
    form,
    version: (kind, id) => published.get(key(kind, id))?.version ?? 0,
    wizards: () => wizardsOf(published),
    module: (url) => byUrl.get(url),
    refresh,
    close: () => clearInterval(timer),
  };
}
