// Public screens alone, guarded ones inside the frame (sidebar, top bar), which is fetched the first time it is needed.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useBareRoute, useRouteTitle } from './route-meta';
import { SessionWatch } from './session-life/SessionWatch';
import { PageLoader } from './shell/PageLoader';

/** Fetches the frame's chunk; the router calls it as soon as it heads for a guarded screen, beside that screen's chunk. */
export const preloadFrame = () => import('./shell/Frame');
const Frame = lazy(preloadFrame);

/** Renders the screen alone on public paths, inside the sidebar and top bar elsewhere. */
export function Shell() {
  const bare = useBareRoute();
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} | TradePay` : 'TradePay';
  }, [title]);
  return (
    <Suspense fallback={<PageLoader />}>
      {bare ? (
        <>
          <SessionWatch />
          <Outlet />
        </>
      ) : (
        <Frame title={title} />
      )}
    </Suspense>
  );
}
