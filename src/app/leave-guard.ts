// Spec 1 section 2.1: a route with a leave guard asks its page whether it may be left (the subscription screen uses it).
import { useEffect, useRef } from 'react';
import { useAppHistory } from './router';

/** Answers whether the page may be left now; it may ask the user first, except while the tab is closing (`unloading`). */
export type MayLeave = (unloading?: boolean) => boolean | Promise<boolean>;

/** Holds navigation away from the current path until mayLeave agrees; also warns before closing the tab while it says no. */
export function useLeaveGuard(mayLeave: MayLeave): void {
  const ask = useRef(mayLeave);
  useEffect(() => {
    ask.current = mayLeave;
  }, [mayLeave]);
  const history = useAppHistory();
  useEffect(() => history.guardLeaving(() => ask.current()), [history]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      // A page that would ask cannot ask here: the browser's own warning stands in for it.
      if (ask.current(true) !== true) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
