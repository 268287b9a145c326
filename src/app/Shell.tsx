// Public screens alone, guarded ones inside the frame (sidebar, top bar), which is fetched the first time it is needed;
// a visitor without a session who asks for a guarded one goes to /sign-in.
import { useEffect } from 'react';
import { lazyComponent } from '../engine/arrival';
import { Navigate, Outlet } from 'react-router-dom';
import { useRouteMeta, type RouteMeta } from './route-meta';
import { isSignedIn } from '../session/session';
import { SessionWatch } from './session-life/SessionWatch';
import { PageLoader } from './shell/PageLoader';

const Frame = lazyComponent(() => import('./shell/Frame'));

/** Whether the shell sends a visitor away from the route: a guarded one without a session. */
const refused = (meta: RouteMeta | undefined) => Boolean(meta?.guarded) && !isSignedIn();

/**
 * Fetches what the shell will draw for a route, the screen (with its first data) beside the frame unless the route is
 * bare: the app starts it for the page's own path before its first render, which then draws the screen rather than a
 * loader. Nothing for a route the visitor is sent away from.
 */
export function fetchScreen(meta: RouteMeta | undefined): Promise<unknown> {
  if (!meta || refused(meta)) return Promise.resolve();
  return Promise.all([meta.preload?.(), meta.bare ? undefined : Frame.preload()]);
}

/** Renders the screen alone on public paths, inside the sidebar and top bar elsewhere. */
export function Shell() {
  const meta = useRouteMeta();
  const title = meta?.title ?? '';
  const bare = meta?.bare ?? true;
  useEffect(() => {
    document.title = title ? `${title} | TradePay` : 'TradePay';
  }, [title]);
  if (refused(meta)) return <Navigate to="/sign-in" replace />;
  // The screen's chunk is fetched now, beside the frame's, not once the frame has arrived to draw it.
  void meta?.preload?.();
  return bare ? (
    <>
      <SessionWatch />
      <Outlet />
    </>
  ) : (
    <Frame title={title} fallback={<PageLoader />} />
  );
}
