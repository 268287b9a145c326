// Each route's screen as a loader made once: its declared kind's renderer beside its declaration (and a dashboard's,
// wizard's or page's first data), or its hand-laid screen.
import type { ComponentType } from 'react';
import { dashboards, pages, tables } from 'virtual:declarations';
import type { ScreenRoute } from '../../screens.config';
import { startDashboardData } from './route-kinds/dashboard-first-data';
import { startPageData } from './route-kinds/page-first-data';
import { startWizardData } from './route-kinds/wizard-first-data';

/** The declaration loader of an id, failing loudly when screens.config.ts names one schemas/ does not declare. */
const declared = <T,>(loaders: Record<string, () => Promise<T>>, kind: string, id: string) => {
  const load = loaders[id];
  if (!load) throw new Error(`screens.config.ts names ${kind} "${id}", which schemas/ does not declare`);
  return load();
};

export type LoadScreen = () => Promise<{ default: ComponentType }>;

/**
 * Runs a route's first-data starter; a failure, thrown or rejected, is the screen's to report when it meets it (its own
 * load asks again), never the loader's.
 */
const starting = (start: () => unknown) =>
  void Promise.resolve()
    .then(start)
    .catch(() => undefined);

/** Each kind's renderer is its own chunk, fetched beside the declaration it shows. */
const KIND_SCREENS: Record<Kind, (screen: ScreenRoute) => LoadScreen> = {
  table: (screen) => async () => {
    const [{ TableRoute }, table] = await Promise.all([
      import('./route-kinds/TableRoute'),
      declared(tables, 'table', screen.table!),
    ]);
    return { default: () => <TableRoute route={screen} table={table} /> };
  },
  flow: (screen) => async () => {
    const flow = import('./auth/use-flow').then(({ loadFlow }) => loadFlow(screen.flow!));
    // A hand-laid screen that names its flow draws it (useFlow) from the load started here, beside the screen's own.
    if (screen.screen) return (await Promise.all([screen.screen(), flow]))[0];
    const [{ FlowRoute }, loaded] = await Promise.all([import('./route-kinds/FlowRoute'), flow]);
    return { default: () => <FlowRoute route={screen} loaded={loaded} /> };
  },
  wizard: (screen) => async () => {
    starting(() => startWizardData(screen));
    const { WizardRoute } = await import('./route-kinds/WizardRoute');
    return { default: () => <WizardRoute route={screen} /> };
  },
  page: (screen) => async () => {
    const page = declared(pages, 'page', screen.page!);
    // a page's record is read with a session: a public page (a legal text) asks for none
    if (screen.access === 'guarded') starting(() => page.then(({ declaration }) => startPageData(screen, declaration)));
    const [{ PageRoute }, { declaration }] = await Promise.all([import('./route-kinds/PageRoute'), page]);
    return { default: () => <PageRoute route={screen} page={declaration} /> };
  },
  dashboard: (screen) => async () => {
    const dashboard = declared(dashboards, 'dashboard', screen.dashboard!);
    starting(() => dashboard.then(({ declaration }) => startDashboardData(declaration)));
    const [{ DashboardRoute }, { declaration }] = await Promise.all([
      import('./route-kinds/DashboardRoute'),
      dashboard,
    ]);
    return { default: () => <DashboardRoute dashboard={declaration} /> };
  },
};
type Kind = 'table' | 'flow' | 'wizard' | 'page' | 'dashboard';
const KINDS = Object.keys(KIND_SCREENS) as Kind[];

/** Each route's loader, made once: the entry's early start (src/boot.ts) and the router's lazy screen share it. */
const loaders = new WeakMap<ScreenRoute, LoadScreen>();

/**
 * The screen of a route, fetched once: its declared kind's renderer, or its hand-laid screen; a failed fetch is tried
 * again on the next ask.
 */
export const screenLoader = (screen: ScreenRoute): LoadScreen => {
  const made = loaders.get(screen);
  if (made) return made;
  const kind = KINDS.find((name) => screen[name]);
  const load = kind ? KIND_SCREENS[kind](screen) : screen.screen!;
  let loading: ReturnType<LoadScreen> | undefined;
  const loader = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  loaders.set(screen, loader);
  return loader;
};
