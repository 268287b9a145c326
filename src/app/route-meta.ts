// What a route tells the shell about itself (its title, whether it is guarded, whether the shell is hidden), read from
// the handle of the deepest route matching the location.
import { useContext } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { RoutesContext } from './router';

/** The handle every route of screens.config.ts carries. */
export interface RouteMeta {
  title: string;
  bare?: boolean;
  /** A visitor without a session goes to /sign-in. */
  guarded?: boolean;
  /** Fetches the route's screen now (the shell starts it beside the frame's chunk). */
  preload?: () => Promise<unknown>;
}

/** The meta of the deepest route of `routes` matching `pathname` that declares any. */
export function routeMetaAt(routes: RouteObject[], pathname: string): RouteMeta | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return [...matches].reverse().find((match) => (match.route.handle as RouteMeta | undefined)?.title)?.route.handle as
    RouteMeta | undefined;
}

/** The current route's meta, if it declares any. */
export const useRouteMeta = (): RouteMeta | undefined => routeMetaAt(useContext(RoutesContext), useLocation().pathname);

/** Title of the route being shown. */
export const useRouteTitle = (): string => useRouteMeta()?.title ?? '';
