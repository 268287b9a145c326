// Which built files each route needs first, read from the build's manifest, so index.html can name them to the browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScreenRoute } from '../../screens.config';
import type { ConsoleKind } from '../config';
import { flowFormIds, stepFormIds } from '../../src/engine/core/wizard-forms';
import { KINDS as DECLARATION_KINDS } from '../../src/engine/build/kinds';
import type {
  DashboardDeclaration,
  FlowDeclaration,
  PageDeclaration,
  PageTab,
  TableDeclaration,
  WizardDeclaration,
} from '../../src/engine/core/declarations';
import { forConsole } from '../../src/engine/core/audience';

/** One chunk of Vite's `.vite/manifest.json`, keyed by its source (a path, `virtual:…` or `_shared-chunk.js`). */
export interface ManifestChunk {
  file: string;
  /** A chunk group's name (scripts/chunks.ts), for the files the groups make. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The declarations a route's first chunks depend on beyond its own: a flow's forms, a wizard screen's candidates. */
export interface RouteDeclarations {
  flows: FlowDeclaration[];
  wizards: WizardDeclaration[];
  /** The tabbed pages, whose first tab's part loads with the page (none when absent). */
  pages?: PageDeclaration[];
  /** The tables and dashboards, whose first action's module loads with the screen (none when absent). */
  tables?: TableDeclaration[];
  dashboards?: DashboardDeclaration[];
  /** Each action area's module as a manifest key (`actionModules` of src/api/actions/index.ts). */
  actionModules?: Record<string, string>;
  /** The console the page is written for: a page's first tab is the first this console is shown. */
  console?: ConsoleKind;
  /** The `ui:widget` words a form's ui names (none when absent): the first form's widgets load with the screen. */
  widgetsOf?: (form: string) => string[];
  /** Each widget word's module as a manifest key (`widgetModules` of src/widgets/index.ts). */
  widgetModules?: Record<string, string>;
  /**
   * The chunk group a module was bundled into (scripts/chunks.ts), if any: such a module is no key of the manifest,
   * its group's chunk is (the sidebar's `frame`).
   */
  groupOf?: (module: string) => string | undefined;
}

/** What a route's page links to before its entry runs: module scripts and stylesheets, as /-rooted URLs. */
export interface Preloads {
  scripts: string[];
  styles: string[];
}

/** The renderer of each declared kind of route and the virtual module of its declaration (src/app/screen-loaders.tsx). */
const KIND_MODULES = {
  table: 'src/app/route-kinds/TableRoute.tsx',
  flow: 'src/app/route-kinds/FlowRoute.tsx',
  wizard: 'src/app/route-kinds/WizardRoute.tsx',
  page: 'src/app/route-kinds/PageRoute.tsx',
  dashboard: 'src/app/route-kinds/DashboardRoute.tsx',
} as const;
type Kind = keyof typeof KIND_MODULES;
const KINDS = Object.keys(KIND_MODULES) as Kind[];

/**
 * The app (React, the router, the shell), which the entry imports once it has asked for the page's first data
 * (src/boot.ts): every page needs it, beside the route's own files.
 */
export const APP_MODULE = 'src/main.tsx';

/** The manifest key of the app's file: its own chunk, or its group's (scripts/chunks.ts `app`). */
export function appChunk(manifest: Manifest, groupOf?: (module: string) => string | undefined): string[] {
  const key = manifest[APP_MODULE] ? APP_MODULE : groupChunk(manifest, groupOf?.(APP_MODULE));
  return key ? [key] : [];
}

/** The sidebar and top bar, fetched by the shell around every guarded screen that is not bare (src/app/Shell.tsx). */
const FRAME_MODULE = 'src/app/shell/Frame.tsx';
/** How flows load their forms (src/app/auth/use-flow.ts), fetched beside the flow's renderer. */
const FLOW_LOADER = 'src/app/auth/use-flow.ts';
/** The rules' registry, fetched on first use (src/app/engine.tsx, loadRules). */
const RULES_MODULE = 'src/rules/index.ts';

/**
 * The source path, from the project's root and without extension, a hand-laid screen's loader imports:
 * `() => import('./src/app/auth/SignInScreen')` as written, `__vite_ssr_dynamic_import__("/src/…/SignInScreen.tsx")`
 * as Vite's server-side transform writes it.
 */
const screenSource = (load: ScreenRoute['screen']): string | undefined =>
  load && /import\w*\(\s*["'`]\.?\/([^"'`]+?)(?:\.[cm]?[jt]sx?)?["'`]\s*\)/.exec(String(load))?.[1];

/**
 * The manifest keys a route imports lazily on its first render: its screen, its declarations and their forms. For a
 * screen of several wizards, `chosen` is the one the request's hint names (server/plugins/wizard-hint.ts), if any.
 */
export function routeModules(
  route: ScreenRoute,
  declarations: RouteDeclarations,
  manifest: Manifest,
  chosen?: string,
): string[] {
  const keys = route.access === 'guarded' && !route.bare ? [FRAME_MODULE] : [];
  const kind = KINDS.find((name) => route[name]);
  const source = route.screen && screenSource(route.screen);
  const screenKey = source && Object.keys(manifest).find((name) => name.replace(/\.[cm]?[jt]sx?$/, '') === source);
  // A hand-laid screen is its own renderer; one that names a flow renders that flow, loaded with it.
  if (route.screen) keys.push(...(screenKey ? [screenKey] : []));
  if (!kind) return keys;
  const id = route[kind]!;
  if (!route.screen) keys.push(KIND_MODULES[kind]);
  let firstForms: string[] = [];
  let firstActions: (string | undefined)[] = [];
  if (kind === 'flow') {
    const flow = declarations.flows.find((candidate) => candidate.id === id);
    const forms = flow ? flowFormIds(flow) : [];
    const start = flow?.steps[flow.start]?.form;
    firstForms = start ? [start] : [];
    keys.push(FLOW_LOADER, `virtual:flow/${id}`, ...forms.map((form) => `virtual:form/${form}`));
  } else if (kind === 'wizard') {
    // Which of a screen's several wizards applies depends on the session, which a page request does not carry: then
    // only the renderer is preloaded, never the declarations and forms of wizards the user will not see, unless the
    // request hints at the one chosen.
    const candidates = declarations.wizards.filter((wizard) => wizard.id === id || wizard.screen === id);
    const wizard = candidates.length === 1 ? candidates[0] : candidates.find((candidate) => candidate.id === chosen);
    // whichever applies, a screen's wizards often load through the same action
    firstActions = candidates.map((candidate) => candidate.load);
    // a wizard that loads its data fetches the rules beside the answer (src/engine/wizard/use-wizard-load.ts)
    if (candidates.length && candidates.every((candidate) => candidate.load)) keys.push(RULES_MODULE);
    if (wizard) {
      firstForms = wizard.steps[0] ? stepFormIds(wizard.steps[0]) : [];
      keys.push(`virtual:wizard/${wizard.id}`, ...firstForms.map((form) => `virtual:form/${form}`));
    } else keys.push(...widgetModulesOf(sharedWidgets(candidates, declarations), declarations));
  } else keys.push(`virtual:${kind}/${id}`);
  if (kind !== 'flow' && kind !== 'wizard') firstActions = firstActionsOf(kind, id, declarations);
  keys.push(...actionModulesOf(firstActions, declarations.actionModules));
  if (kind === 'page') {
    const page = declarations.pages?.find((candidate) => candidate.id === id);
    keys.push(...firstTab(page, declarations.console), ...tabBar(page, declarations.console));
  }
  keys.push(...firstWidgets(firstForms, declarations));
  const chunkOf = (key: string) =>
    manifest[key] ? key : (groupChunk(manifest, declarations.groupOf?.(key)) ?? sharedChunk(manifest, key));
  return [...new Set(keys.map(chunkOf))].filter((key): key is string => Boolean(key));
}

/**
 * The actions a table, page or dashboard calls as it opens: its source (for this console), or the source of each
 * panel the console may show, whichever role the session has (a page request carries none).
 */
function firstActionsOf(kind: 'table' | 'page' | 'dashboard', id: string, declarations: RouteDeclarations) {
  const context = { console: declarations.console ?? 'client' };
  if (kind === 'table') return [forConsole(declarations.tables?.find((table) => table.id === id)?.source, context)];
  if (kind === 'page') return [declarations.pages?.find((page) => page.id === id)?.source];
  const panels = declarations.dashboards?.find((dashboard) => dashboard.id === id)?.panels ?? [];
  return panels
    .filter((panel) => !panel.consoles || panel.consoles.includes(context.console))
    .map((panel) => panel.source);
}

/**
 * The module the actions are called through, when they all share one (src/api/actions/index.ts: an action's own
 * name, else its first word; `resources.*` its own module), so the first call does not wait for its module's trip.
 * None when one is unknown or they need several: a page request must not fetch a module the screen may not use.
 */
function actionModulesOf(actions: (string | undefined)[], modules: Record<string, string> = {}): string[] {
  const found = new Set(
    actions.map((action) =>
      !action
        ? undefined
        : action.startsWith('resources.')
          ? ACTION_RESOURCES
          : (modules[action] ?? modules[action.slice(0, action.indexOf('.'))]),
    ),
  );
  const [only] = found;
  return found.size === 1 && only ? [only] : [];
}

/** The module that calls the declared resources (src/api/actions/index.ts, `callResource`). */
const ACTION_RESOURCES = 'src/api/actions/resources.ts';

/**
 * Each action area of the browser's action index (src/api/actions/index.ts: `area: () => import('./path')…`, or a
 * `const loader = () => import('./path')…` named as `area: loader` or `loader`) and its module as a manifest key. Read
 * as text: the server does not import the browser's API code.
 */
export function actionModules(index: string): Record<string, string> {
  const key = (path: string) => `src/api/actions/${path}.ts`;
  const loaders = Object.fromEntries(
    [...index.matchAll(/^const (\w+) = \(\) => import\('\.\/([^']+)'\)/gm)].map(([, name, path]) => [
      name!,
      key(path!),
    ]),
  );
  // `area: () => import('./path')…`, `area: loader,` or the shorthand `loader,`
  const areas = [...index.matchAll(/^\s+'?([\w.]+)'?(?:: \(\) => import\('\.\/([^']+)'\).*|: (\w+),|,)$/gm)];
  return Object.fromEntries(
    areas.flatMap(([, area, path, loader]) => {
      const module = path ? key(path) : loaders[loader ?? area!];
      return module ? [[area!, module]] : [];
    }),
  );
}

/**
 * The manifest key of the shared chunk a source module became (`_onboarding-<hash>.js`, named after
 * `src/api/actions/onboarding.ts`, when other chunks import it too), if exactly one shared chunk has its name.
 */
function sharedChunk(manifest: Manifest, module: string): string | undefined {
  // a folder's index module is named after its folder (src/rules/index.ts: `rules`)
  const [, folder, file] = /^src\/(?:.*\/)?([^/]+)\/([^/]+)\.[cm]?[jt]sx?$/.exec(module) ?? [];
  const name = file === 'index' ? folder : file;
  const named = name ? Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]!.name === name) : [];
  return named.length === 1 ? named[0] : undefined;
}

/** The manifest key of a chunk group's file (`_frame-<hash>.js`, named 'frame'), if the build wrote one. */
const groupChunk = (manifest: Manifest, group: string | undefined) =>
  group ? Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === group) : undefined;

/** The engine part each kind of page tab draws with (src/engine/page/PageTab.tsx), and its declaration's module. */
const TAB_PARTS: Record<'table' | 'form' | 'wizard' | 'content', (tab: PageTab) => string[]> = {
  table: (tab) => ['src/engine/page/EmbeddedTable.tsx', `virtual:table/${tab.table}`],
  form: (tab) => ['src/engine/page/EmbeddedForm.tsx', `virtual:form/${tab.form!.id}`],
  wizard: (tab) => ['src/engine/page/EmbeddedWizard.tsx', `virtual:wizard/${tab.wizard}`],
  content: (tab) => ['src/engine/page/ContentView.tsx', `virtual:content/${tab.content}`],
};

/**
 * The part and declaration of the tab a page opens on, the first its console is shown. A tab for some roles only
 * makes the first uncertain (a page request carries no session), so then none is named.
 */
function firstTab(page: PageDeclaration | undefined, console: ConsoleKind | undefined): string[] {
  const tab = page?.tabs.find((candidate) => !candidate.consoles || !console || candidate.consoles.includes(console));
  if (!tab || tab.roles || tab.sections?.length) return [];
  const kind = (['table', 'form', 'wizard', 'content'] as const).find((name) => tab[name]);
  return kind ? TAB_PARTS[kind](tab) : [];
}

/** The tab bar a page of several tabs draws (src/engine/page/Page.tsx), fetched only by such a page. */
const TAB_BAR = 'src/engine/page/PageTabs.tsx';

/**
 * The tab bar, when the page certainly shows several tabs in this console: two or more tabs for every role (a page
 * request carries no session, so a tab for some roles only may not be shown).
 */
function tabBar(page: PageDeclaration | undefined, console: ConsoleKind | undefined): string[] {
  const shown = page?.tabs.filter((tab) => !tab.roles && (!tab.consoles || !console || tab.consoles.includes(console)));
  return (shown?.length ?? 0) > 1 ? [TAB_BAR] : [];
}

/** The modules of the widgets the first forms draw, so the first field does not wait for its widget's own trip. */
function firstWidgets(forms: string[], declarations: RouteDeclarations): string[] {
  return widgetModulesOf(forms.flatMap(declarations.widgetsOf ?? (() => [])), declarations);
}

/** The modules of these widget words (src/widgets/index.ts). */
const widgetModulesOf = (words: string[], { widgetModules = {} }: RouteDeclarations) =>
  words.flatMap((word) => (widgetModules[word] ? [widgetModules[word]] : []));

/**
 * The widget words every candidate's first forms draw: whichever wizard the session chooses needs them, so naming
 * them downloads nothing the user will not use.
 */
function sharedWidgets(candidates: WizardDeclaration[], { widgetsOf }: RouteDeclarations): string[] {
  if (!widgetsOf || !candidates.length) return [];
  const [first, ...others] = candidates.map(
    (candidate) => new Set(candidate.steps[0] ? stepFormIds(candidate.steps[0]).flatMap(widgetsOf) : []),
  );
  return [...first!].filter((word) => others.every((words) => words.has(word)));
}

/** Every `ui:widget` word in a form's ui, at any depth (fields, items, collection sections). */
export function widgetWords(ui: unknown): string[] {
  if (!ui || typeof ui !== 'object') return [];
  return Object.entries(ui).flatMap(([key, value]) =>
    key === 'ui:widget' && typeof value === 'string' ? [value] : widgetWords(value),
  );
}

/**
 * Each widget word of the registry's source (src/widgets/index.ts: `word: later(() => import('./path'), ...)`) and
 * its module as a manifest key. Read as text: the server does not import the browser's widgets.
 */
export function widgetModules(registry: string): Record<string, string> {
  const entries = [...registry.matchAll(/^\s*'?([\w-]+)'?: later\(\(\) => import\('\.\/([^']+)'\)/gm)];
  return Object.fromEntries(entries.map(([, word, path]) => [word!, `src/widgets/${path}.tsx`]));
}

/** Every chunk the keys import statically, each once, themselves included. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The action modules (`actionModules` of src/api/actions/index.ts) whose file imports the app's (React, the router) at
 * any depth: the entry starts a page's first call before the app has come, so such a module would hold the call back
 * until then. None is the rule (src/boot.ts brings what they share).
 */
export function actionModulesAwaitingApp(
  manifest: Manifest,
  modules: Record<string, string>,
  groupOf?: (module: string) => string | undefined,
): string[] {
  const [app] = appChunk(manifest, groupOf);
  if (!app) return [];
  return [...new Set(Object.values(modules))].filter((module) => {
    const key = manifest[module] ? module : (groupChunk(manifest, groupOf?.(module)) ?? sharedChunk(manifest, module));
    return key !== undefined && closure(manifest, [key]).has(app);
  });
}

/** The files the keys need that index.html does not already load (the entry and what it imports). */
export function preloadsOf(manifest: Manifest, keys: string[]): Preloads {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(manifest, entries);
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]!.css ?? []));
  const needed = [...closure(manifest, keys)].filter((key) => !loaded.has(key));
  return {
    scripts: needed.map((key) => `/${manifest[key]!.file}`),
    styles: [...new Set(needed.flatMap((key) => manifest[key]!.css ?? []))]
      .filter((file) => !loadedStyles.has(file))
      .map((file) => `/${file}`),
  };
}

/** The in-force summary's name (`form:<id>`) of a declaration's virtual module (`virtual:form/<id>`, any kind), if one. */
const DECLARATION_KEY = new RegExp(`^virtual:(${Object.keys(DECLARATION_KINDS).join('|')})/(.+)$`);
const declarationName = (key: string): string | undefined => {
  const match = DECLARATION_KEY.exec(key);
  return match ? `${match[1]}:${match[2]}` : undefined;
};

/**
 * The files the keys need when some declarations are in force (issue 34): `published` holds each published module's
 * URL by `<kind>:<id>` (`InForceSummary.modules`). A key whose declaration is in force is preloaded as its published
 * module, which is self-contained, and its built chunk is left out (fetched only if another key needs the same file),
 * so the browser does not download a version it will not use.
 */
export function preloadsInForce(manifest: Manifest, keys: string[], published: Record<string, string>): Preloads {
  const urlOf = (key: string) => {
    const name = declarationName(key);
    return name ? published[name] : undefined;
  };
  const built = preloadsOf(
    manifest,
    keys.filter((key) => !urlOf(key)),
  );
  return { ...built, scripts: [...built.scripts, ...keys.flatMap((key) => urlOf(key) ?? [])] };
}

/** The links to write into a route's index.html, in the form Vite writes its own (crossorigin, so the fetch is reused). */
export const preloadLinks = ({ scripts, styles }: Preloads): string =>
  [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ]
    .map((link) => `    ${link}\n`)
    .join('');

/** The build's manifest, or null when the build wrote none. */
export function readManifest(distDir: string): Manifest | null {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}
