// Turns screens.config.ts into react-router routes for one console: lazy screens, what the shell reads of each
// route (title, public or guarded, bare) and the redirects of the empty and unknown paths.
import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { dashboards, pages, tables } from 'virtual:declarations';
import type { ScreenRoute } from '../../screens.config';
import type { ConsoleKind } from '../session/console';
import type { RouteMeta } from './route-meta';
import { Shell } from './Shell';

/** The declaration loader of an id, failing loudly when screens.config.ts names one schemas/ does not declare. */
const declared = <T,>(loaders: Record<string, () => Promise<T>>, kind: string, id: string) => {
  const load = loaders[id];
  if (!load) throw new Error(`screens.config.ts names ${kind} "${id}", which schemas/ does not declare`);
  return load();
};

type LoadScreen = () => Promise<{ default: ComponentType }>;

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
    const [{ FlowRoute }, loaded] = await Promise.all([
      import('./route-kinds/FlowRoute'),
      import('./auth/use-flow').then(({ loadFlow }) => loadFlow(screen.flow!)),
    ]);
    return { default: () => <FlowRoute route={screen} loaded={loaded} /> };
  },
  wizard: (screen) => async () => {
    const { WizardRoute } = await import('./route-kinds/WizardRoute');
    return { default: () => <WizardRoute route={screen} /> };
  },
  page: (screen) => async () => {
    const [{ PageRoute }, { declaration }] = await Promise.all([
      import('./route-kinds/PageRoute'),
      declared(pages, 'page', screen.page!),
    ]);
    return { default: () => <PageRoute route={screen} page={declaration} /> };
  },
  dashboard: (screen) => async () => {
    const [{ DashboardRoute }, { declaration }] = await Promise.all([
      import('./route-kinds/DashboardRoute'),
      declared(dashboards, 'dashboard', screen.dashboard!),
    ]);
    return { default: () => <DashboardRoute dashboard={declaration} /> };
  },
};
type Kind = 'table' | 'flow' | 'wizard' | 'page' | 'dashboard';
const KINDS = Object.keys(KIND_SCREENS) as Kind[];

/** The screen of a route, fetched once: its declared kind's renderer, or its hand-laid screen. */
const screenLoader = (screen: ScreenRoute): LoadScreen => {
  const kind = KINDS.find((name) => screen[name]);
  const load = kind ? KIND_SCREENS[kind](screen) : screen.screen!;
  let loading: ReturnType<LoadScreen> | undefined;
  return () => (loading ??= load());
};

const toRoute = (screen: ScreenRoute): RouteObject => {
  const load = screenLoader(screen);
  const Screen = lazy(load);
  const meta: RouteMeta = {
    title: screen.title,
    bare: screen.bare ?? false,
    guarded: screen.access === 'guarded',
    preload: load,
  };
  return { path: screen.path, handle: meta, element: <Screen /> };
};

/** The screens that exist in a console; the others are not registered, so they meet the unknown-path redirect. */
export const screensFor = (screens: ScreenRoute[], console: ConsoleKind): ScreenRoute[] =>
  screens.filter((screen) => !screen.consoles || screen.consoles.includes(console));

const toSignIn = <Navigate to="/sign-in" replace />;

/** The whole route tree of one console: the shell around its screens, and /sign-in for the empty and unknown paths. */
export function buildRoutes(screens: ScreenRoute[], console: ConsoleKind): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        { index: true, element: toSignIn },
        ...screensFor(screens, console).map(toRoute),
        { path: '*', element: toSignIn },
      ],
    },
  ];
}
