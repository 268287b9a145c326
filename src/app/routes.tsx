// Turns screens.config.ts into react-router routes for one console: lazy chunks, the login guard and redirects.
import { redirect, type RouteObject } from 'react-router-dom';
import { tables } from 'virtual:declarations';
import type { ScreenRoute } from '../../screens.config';
import type { ConsoleKind } from './console';
import { isSignedIn } from './session';
import { preloadFrame, Shell } from './Shell';

const toSignIn = () => redirect('/sign-in');

const tableScreen = (id: string) => async () => {
  const load = tables[id];
  if (!load) throw new Error(`screens.config.ts names table "${id}", which schemas/tables does not declare`);
  const [{ TableScreen }, table] = await Promise.all([import('./TableScreen'), load()]);
  return { Component: () => <TableScreen table={table} /> };
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
  lazy: screen.table ? tableScreen(screen.table) : async () => ({ Component: (await screen.screen!()).default }),
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
