// Turns screens.config.ts into react-router routes for one console: lazy screens, what the shell reads of each
// route (title, public or guarded, bare) and the redirects of the empty and unknown paths.
import { lazyComponent } from '../engine/arrival';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ScreenRoute } from '../../screens.config';
import type { ConsoleKind } from '../session/console';
import type { RouteMeta } from './route-meta';
import { screenLoader } from './screen-loaders';
import { screensFor } from '../engine/core/screens-for';
import { Shell } from './Shell';
import { PageLoader } from './shell/PageLoader';

const toRoute = (screen: ScreenRoute): RouteObject => {
  const Screen = lazyComponent(screenLoader(screen));
  const meta: RouteMeta = {
    title: screen.title,
    bare: screen.bare ?? false,
    guarded: screen.access === 'guarded',
    preload: Screen.preload,
  };
  return { path: screen.path, handle: meta, element: <Screen fallback={<PageLoader />} /> };
};

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
