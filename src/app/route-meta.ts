// What a route tells the shell about itself (its title, whether the shell is hidden), read from react-router's handles.
import { useMatches } from 'react-router-dom';

/** The handle every route of screens.config.ts carries. */
export interface RouteMeta {
  title: string;
  bare?: boolean;
}

const deepest = (matches: ReturnType<typeof useMatches>): RouteMeta | undefined =>
  [...matches].reverse().find((match) => (match.handle as RouteMeta | undefined)?.title)?.handle as
    RouteMeta | undefined;

/** Title of the route being shown. */
export const useRouteTitle = (): string => deepest(useMatches())?.title ?? '';

/** True on the public paths where the sidebar and top bar are hidden. */
export const useBareRoute = (): boolean => deepest(useMatches())?.bare ?? true;
