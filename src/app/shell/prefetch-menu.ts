// The menu's screens fetched ahead of a visit, so that following a link draws at once: one at a time while the
// browser is idle, and at once when a pointer or the focus reaches a link.
import { useEffect } from 'react';
import { screens } from '../../../screens.config';
import { currentConsole } from '../../session/console';
import { preloadPath } from '../screen-loaders';

/** Fetches the screen behind a menu path now (a pointer over its link, the focus on it). */
export const prefetchPath = (path: string) => void preloadPath(screens, currentConsole(), path);

/**
 * Fetches the screens of `paths` in turn, each in an idle moment once the one before has arrived, and stops when the
 * menu goes. A browser without idle callbacks fetches on a pointer or the focus only.
 */
export function usePrefetchWhenIdle(paths: string[]) {
  const key = paths.join('\n');
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const queue = key.split('\n').filter(Boolean);
    let live = true;
    let handle: number | undefined;
    const next = () => {
      const path = queue.shift();
      if (!live || path === undefined) return;
      handle = window.requestIdleCallback(() => {
        handle = undefined;
        void preloadPath(screens, currentConsole(), path).then(next);
      });
    };
    next();
    return () => {
      live = false;
      if (handle !== undefined) window.cancelIdleCallback(handle);
    };
  }, [key]);
}
