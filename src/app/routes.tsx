// Turns screens.config.ts into react-router routes for one console: lazy chunks, the login guard and redirects.
import { redirect, type RouteObject } from 'react-router-dom';
import { tables } from 'virtual:declarations';
import type { ScreenRoute } from '../../screens.config';
import type { ConsoleKind } from './console';
import { isSignedIn } from './session';
import { Shell } from './Shell';

const toSignIn = () => redirect('/sign-in');

const tableScreen = (id: string) => async () => {
  const load = tables[id];
  if (!load) throw new Error(`screens.config.ts names table "${id}", which schemas/tables does not declare`);
  const [{ TableScreen }, table] = await Promise.all([import('./TableScreen'), load()]);
  return { Component: () => <TableScreen table={table} /> };
};

const toRoute = (screen: ScreenRoute, console: ConsoleKind): RouteObject => {
  if (screen.consoles && !screen.consoles.includes(console)) return { path: screen.path, loader: toSignIn };
  return {
    path: screen.path,
    handle: { title: screen.title, bare: screen.bare ?? false },
    loader: screen.access === 'guarded' ? () => (isSignedIn() ? null : toSignIn()) : undefined,
    lazy: screen.table ? tableScreen(screen.table) : async () => ({ Component: (await screen.screen!()).default }),
  };
};

/** The whole route tree: the shell around every screen, and /sign-in for the empty and unknown paths. */
export function buildRoutes(screens: ScreenRoute[], console: ConsoleKind): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        { index: true, loader: toSignIn },
        ...screens.map((screen) => toRoute(screen, console)),
        { path: '*', loader: toSignIn },
      ],
    },
  ];
}
