// Public screens alone, guarded ones inside the frame (sidebar, top bar), which is fetched the first time it is needed;
// a visitor without a session who asks for a guarded one goes to /sign-in.
import { useEffect } from 'react';
import { lazyComponent } from '../engine/arrival';
import { Navigate, Outlet } from 'react-router-dom';
import { useRouteMeta } from './route-meta';
import { isSignedIn } from '../session/session';
import { SessionWatch } from './session-life/SessionWatch';
import { PageLoader } from './shell/PageLoader';

const Frame = lazyComponent(() => import('./shell/Frame'));

/** Renders the screen alone on public paths, inside the sidebar and top bar elsewhere. */
export function Shell() {
  const meta = useRouteMeta();
  const title = meta?.title ?? '';
  const bare = meta?.bare ?? true;
  const refused = Boolean(meta?.guarded) && !isSignedIn();
  useEffect(() => {
    document.title = title ? `${title} | TradePay` : 'TradePay';
  }, [title]);
  if (refused) return <Navigate to="/sign-in" replace />;
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
