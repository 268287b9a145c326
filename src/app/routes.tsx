// Turns screens.config.ts into react-router routes for one console: lazy chunks, the login guard and redirects.
import { redirect, type RouteObject } from 'react-router-dom';
import { pages, tables } from 'virtual:declarations';
import type { ScreenRoute } from '../../screens.config';
import type { ConsoleKind } from './console';
import { isSignedIn } from './session';
import { preloadFrame, Shell } from './Shell';

const toSignIn = () => redirect('/sign-in');

/** The declaration loader of an id, failing loudly when screens.config.ts names one schemas/ does not declare. */
const declared = <T,>(loaders: Record<string, () => Promise<T>>, kind: string, id: string) => {
  const load = loaders[id];
  if (!load) throw new Error(`screens.config.ts names ${kind} "${id}", which schemas/ does not declare`);
  return load();
};

/** Each kind's renderer is its own chunk, fetched beside the declaration it shows. */
const KIND_SCREENS: Record<Kind, (screen: ScreenRoute) => RouteObject['lazy']> = {
  table: (screen) => async () => {
    const [{ TableRoute }, table] = await Promise.all([
      import('./route-kinds/TableRoute'),
      declared(tables, 'table', screen.table!),
    ]);
    return { Component: () => <TableRoute table={table} /> };
  },
  flow: (screen) => async () => {
    const [{ FlowRoute }, loaded] = await Promise.all([
      import('./route-kinds/FlowRoute'),
      import('./auth/use-flow').then(({ loadFlow }) => loadFlow(screen.flow!)),
    ]);
    return { Component: () => <FlowRoute route={screen} loaded={loaded} /> };
  },
  wizard: (screen) => async () => {
    const { WizardRoute } = await import('./route-kinds/WizardRoute');
    return { Component: () => <WizardRoute route={screen} /> };
  },
  page: (screen) => async () => {
    const [{ PageRoute }, { declaration }] = await Promise.all([
      import('./route-kinds/PageRoute'),
      declared(pages, 'page', screen.page!),
    ]);
    return { Component: () => <PageRoute route={screen} page={declaration} /> };
  },
};
type Kind = 'table' | 'flow' | 'wizard' | 'page';
const KINDS = Object.keys(KIND_SCREENS) as Kind[];

/** The lazy part of a route: its declared kind's renderer, or its hand-laid screen. */
const kindScreen = (screen: ScreenRoute): RouteObject['lazy'] => {
  const kind = KINDS.find((name) => screen[name]);
  return kind ? KIND_SCREENS[kind](screen) : async () => ({ Component: (await screen.screen!()).default });
};

/** A guarded screen's loader: a visitor without a session goes to /sign-in; else the frame is fetched beside the screen. */
const guard = () => {
  if (!isSignedIn()) return toSignIn();
  void preloadFrame();
  return null;
};

const toRoute = (screen: ScreenRoute): RouteObject => ({
  path: screen.path,
  handle: { title: screen.title, bare: screen.bare ?? false },
  loader: screen.access === 'guarded' ? guard : undefined,
  lazy: kindScreen(screen),
});

/** The screens that exist in a console; the others are not registered, so they meet the unknown-path redirect. */
export const screensFor = (screens: ScreenRoute[], console: ConsoleKind): ScreenRoute[] =>
  screens.filter((screen) => !screen.consoles || screen.consoles.includes(console));

/** The whole route tree of one console: the shell around its screens, and /sign-in for the empty and unknown paths. */
export function buildRoutes(screens: ScreenRoute[], console: ConsoleKind): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        { index: true, loader: toSignIn },
        ...screensFor(screens, console).map(toRoute),
        { path: '*', loader: toSignIn },
      ],
    },
  ];
}
