// The app's first render waits for the code of the page's own screen, which the server names among the page's first
// files, so it draws that screen (its first data already asked for) rather than a loader and then the screen.
import type { RouteObject } from 'react-router-dom';
import { routeMetaAt } from './route-meta';
import { fetchScreen } from './Shell';

/** The longest the first render waits for a screen still on its way: then it draws the loader, as any visit does. */
export const FIRST_SCREEN_WAIT_MS = 200;

/**
 * Starts fetching the screen of `pathname` in `routes` (its code, the frame, its first data) and
 * settles once that code has come, failed, or `waitMs` has passed; a failure is the screen's to show when drawn.
 */
export function openFirstScreen(routes: RouteObject[], pathname: string, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  const fetching = fetchScreen(routeMetaAt(routes, pathname)).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([fetching, new Promise<void>((waited) => setTimeout(waited, waitMs))]);
}
