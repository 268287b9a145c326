// Each route's screen as a loader made once: its declared kind's renderer beside its declaration (and a dashboard's,
// wizard's or page's first data), or its hand-laid screen.
import type { ComponentType } from 'react';
import { dashboards, pages, tables } from 'virtual:declarations';
import type { ScreenRoute } from '../../screens.config';

/** The declaration loader of an id, failing loudly when screens.config.ts names one schemas/ does not declare. */
const declared = <T,>(loaders: Record<string, () => Promise<T>>, kind: string, id: string) => {
  const load = loaders[id];
  if (!load) throw new Error(`screens.config.ts names ${kind} "${id}", which schemas/ does not declare`);
  return load();
};

export type LoadScreen = () => Promise<{ default: ComponentType }>;

/** Runs a route's first-data starter when its chunk has come; a failure is the screen's to report, when it meets it. */
const starting = (start: Promise<unknown>) => void start.catch(() => undefined);

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
    starting(import('./route-kinds/wizard-first-data').then((module) => module.startWizardData(screen)));
    const { WizardRoute } = await import('./route-kinds/WizardRoute');
    return { default: () => <WizardRoute route={screen} /> };
  },
  page: (screen) => async () => {
    const page = declared(pages, 'page', screen.page!);
    // a page's record is read with a session: a public page (a legal text) fetches no starter; a guarded one fetches it
    // beside its declaration, not after it
    if (screen.access === 'guarded')
      starting(
        Promise.all([import('./route-kinds/page-first-data'), page]).then(([module, { declaration }]) =>
          module.startPageData(screen, declaration),
        ),
      );
    const [{ PageRoute }, { declaration }] = await Promise.all([import('./route-kinds/PageRoute'), page]);
    return { default: () => <PageRoute route={screen} page={declaration} /> };
  },
  dashboard: (screen) => async () => {
    // the declaration is asked for beside the starter that reads it, not after it
    const dashboard = declared(dashboards, 'dashboard', screen.dashboard!);
    starting(
      Promise.all([import('./route-kinds/dashboard-first-data'), dashboard]).then(([module, { declaration }]) =>
        module.startDashboardData(declaration),
      ),
    );
    const [{ DashboardRoute }, { declaration }] = await Promise.all([
      import('./route-kinds/DashboardRoute'),
      dashboard,
    ]);
    return { default: () => <DashboardRoute dashboard={declaration} /> };
  },
};
type Kind = 'table' | 'flow' | 'wizard' | 'page' | 'dashboard';
const KINDS = Object.keys(KIND_SCREENS) as Kind[];

/**
 * The screen of a route, fetched once: its declared kind's renderer, or its hand-laid screen; a failed fetch is tried
 * again on the next ask.
 */
export const screenLoader = (screen: ScreenRoute): LoadScreen => {
  const kind = KINDS.find((name) => screen[name]);
  const load = kind ? KIND_SCREENS[kind](screen) : screen.screen!;
  let loading: ReturnType<LoadScreen> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};
