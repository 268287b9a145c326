// The declarations in force in this process (issue 34): the newest published version of each declaration and the
// catalogue in force, loaded at start, refreshed at once after this process publishes and by a short poll for other
// processes' publishes, with the module of each declaration that differs from its build made once for the browser and
// a stamp naming the whole set.
import type { Queryable } from '../db/db';
import type {
  BundledForm,
  MenusDeclaration,
  TableDeclaration,
  WizardDeclaration,
} from '../../src/engine/core/declarations';
import { wizardFormIds } from '../../src/engine/core/wizard-forms';
import { bundleForm, bundleTable, type DeclarationFile, type Declarations } from '../../src/engine/build/load';
import { formModule, plainModule, tableModule, wizardModule } from '../../src/engine/build/declaration-modules';
import {
  CATALOGUE,
  ENTITY,
  isSingleKind,
  LISTS,
  SINGLES,
  type DeclarationKind,
  type ListKind,
} from '../../src/engine/build/lab-wire';
import type { EntitySchema } from '../../src/engine/core/entity';
import { fileDeclarations, formDeclaration, schemaRegistry } from '../schemas';
import { inForceView, type PublishedDocument } from './in-force-view';
import { moduleBuilder, moduleUrl, shortHash, type BuiltModule } from './published-modules';

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
  /** The menus per role as in force: the labels sign-in and every other reader of the menus send. */
  menus(): MenusDeclaration;
  /** An entity as in force ('client'): which part keeps each field, and what a read answers. */
  entity(id: string): EntitySchema;
  /** Everything under schemas/ as in force: published versions in place, the catalogue in force's texts written in. */
  view(): Declarations;
  /** The newest published version of each declaration, as stored (what the lab's check worker rebuilds the view from). */
  published(): PublishedDocument[];
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

/** The published rows whose declaration schemas/ still declares (the catalogue always is). */
async function newestVersions(db: Queryable, files: Declarations): Promise<PublishedDocument[]> {
  const { rows } = await db.query<PublishedDocument>(NEWEST);
  const declared = (row: PublishedDocument) =>
    row.kind === CATALOGUE.kind
      ? row.id === CATALOGUE.id
      : isSingleKind(row.kind)
        ? row.id === SINGLES[row.kind] && files[row.kind] !== undefined
        : row.kind === ENTITY
          ? files.shared.some((entry) => entry.json.$id === row.id)
          : ((files[LISTS[row.kind]] ?? []) as DeclarationFile<{ id?: string }>[]).some(
              (entry) => entry.json.id === row.id,
            );
  return rows.filter(declared);
}

/** A declaration of the view that differs from its file, with the version it is in force at. */
interface Changed {
  kind: ListKind | 'tours';
  id: string;
  version: number;
  entry: DeclarationFile;
}

/** The declarations of the view that are not their files' own objects: published, or retexted by the catalogue. */
function changedOf(files: Declarations, view: Declarations, versionOf: (kind: DeclarationKind, id: string) => number) {
  const changed: Changed[] = [];
  for (const [kind, list] of Object.entries(LISTS) as [ListKind, (typeof LISTS)[ListKind]][]) {
    const before = (files[list] ?? []) as DeclarationFile[];
    ((view[list] ?? []) as DeclarationFile<{ id?: string }>[]).forEach((entry, index) => {
      if (entry !== before[index])
        changed.push({ kind, id: String(entry.json.id), version: versionOf(kind, String(entry.json.id)), entry });
    });
  }
  // The tours are sent to the browser as a module; the menus are not (the server sends them at sign-in).
  if (view.tours && view.tours !== files.tours)
    changed.push({ kind: 'tours', id: SINGLES.tours, version: versionOf('tours', SINGLES.tours), entry: view.tours });
  return changed;
}

/** Options of the store: the poll's period, and where a failed poll or refresh is reported. */
export interface InForceOptions {
  pollMs: number;
  onError?: (error: unknown) => void;
}

/** Loads the versions in force and starts the poll (stopped by close(); it never keeps a process alive). */
export async function openDeclarationsInForce(db: Queryable, options: InForceOptions): Promise<DeclarationsInForce> {
  const registry = schemaRegistry();
  const files = fileDeclarations();
  const builder = moduleBuilder();
  const fileForms = new Map<string, BundledForm>();
  /** Bundled forms that differ from their files, by id, with the JSON they were bundled from (kept while it stays). */
  let bundledForms = new Map<string, { text: string; form: BundledForm }>();
  let published: PublishedDocument[] = [];
  let view = files;
  let stamp = '0';
  let modules: Record<string, string> = {};
  let byUrl = new Map<string, BuiltModule>();
  let queue: Promise<void> = Promise.resolve();

  const fileForm = (id: string) => {
    let form = fileForms.get(id);
    if (!form) fileForms.set(id, (form = formDeclaration(id)));
    return form;
  };
  const form = (id: string) => bundledForms.get(id)?.form ?? fileForm(id);
  const versionIn = (rows: PublishedDocument[]) => (kind: DeclarationKind, id: string) =>
    rows.find((row) => row.kind === kind && row.id === id)?.version ?? 0;

  /** Reads the newest versions and builds their modules, then puts the whole set in force at once. */
  async function load(): Promise<void> {
    const rows = await newestVersions(db, files);
    const nextView = inForceView(files, rows);
    const changed = changedOf(files, nextView, versionIn(rows));
    const forms = new Map<string, { text: string; form: BundledForm }>();
    for (const { kind, id, entry } of changed) {
      if (kind !== 'form') continue;
      const text = JSON.stringify(entry.json);
      const kept = bundledForms.get(id);
      forms.set(id, kept?.text === text ? kept : { text, form: bundleForm(entry as never, registry) });
    }
    const formOf = (id: string) =>
      forms.get(id)?.form ?? (nextView.forms.some((entry) => entry.json.id === id) ? fileForm(id) : undefined);
    const sourceOf = ({ kind, id, entry }: Changed): string => {
      if (kind === 'form') return formModule(forms.get(id)!.form);
      if (kind === 'table') return tableModule(bundleTable(entry as DeclarationFile<TableDeclaration>, registry));
      if (kind === 'wizard') return wizardModule(entry.json as WizardDeclaration, formOf);
      return plainModule(entry.json);
    };
    // A wizard naming a form in force is served too: its fields must list the form's new ones.
    const wizardsToo = nextView.wizards
      .filter((wizard) => !changed.some((entry) => entry.kind === 'wizard' && entry.id === wizard.json.id))
      .filter((wizard) => wizardFormIds(wizard.json).some((id) => forms.has(id)))
      .map((wizard): Changed => ({ kind: 'wizard', id: wizard.json.id, version: 0, entry: wizard }));
    const served = [...changed, ...wizardsToo];
    const built = await builder.buildAll(served.map(sourceOf));
    const urls = served.map((entry, index) => moduleUrl(entry.kind, entry.id, entry.version, built[index]!.hash));
    const names = rows.map((row) => `${row.kind}:${row.id}:${row.version}`).sort();
    published = rows;
    view = nextView;
    bundledForms = forms;
    modules = Object.fromEntries(served.map((entry, index) => [key(entry.kind, entry.id), urls[index]!]));
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
    version: (kind, id) => versionIn(published)(kind, id),
    wizards: () => view.wizards.map((wizard) => wizard.json),
    menus: () => view.menus!.json,
    entity: (id) => {
      const entity = view.shared.find((entry) => entry.json.$id === id)?.json as EntitySchema | undefined;
      if (!entity?.properties) throw new Error(`No entity "${id}" under schemas/entities`);
      return entity;
    },
    view: () => view,
    published: () => published,
    module: (url) => byUrl.get(url),
    refresh,
    close: () => clearInterval(timer),
  };
}
