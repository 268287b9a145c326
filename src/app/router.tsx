// The app's router: react-router's declarative routes over a history that leave guards can hold. (Its data router
// would cost every first load 14 KiB more on the wire for loaders, actions and fetchers the app does not use.)
import { createContext, startTransition, useContext, useLayoutEffect, useState } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
  parsePath,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';

type History = ReturnType<typeof createBrowserHistory>;

/** Answers whether the current page may be left; it may ask the user first. */
export type LeaveGuard = () => boolean | Promise<boolean>;

/** A history whose moves to another path wait until every leave guard agrees. */
export interface AppHistory extends History {
  /** Adds a guard until the answer is called. */
  guardLeaving(guard: LeaveGuard): () => void;
}

/** Whether every guard lets the page go (asked one after the other, stopping at the first no). */
async function mayLeave(guards: Set<LeaveGuard>): Promise<boolean> {
  for (const guard of [...guards]) if (!(await guard())) return false;
  return true;
}

/**
 * Wraps a history so that a push, a replace or a step back or forward to another path asks the guards first. A step
 * through the browser's own buttons has already happened when the history hears of it: it is undone at once (and the
 * undoing not passed on), then done again if the guards agree.
 */
export function guardHistory(history: History): AppHistory {
  const guards = new Set<LeaveGuard>();
  let undoing = false;
  let redoing = false;
  // The path the router shows: after a step back or forward the history's own location is already the next one.
  let shown = history.location.pathname;
  const leaves = (pathname: string) => guards.size > 0 && pathname !== shown;
  const held =
    (move: History['push']): History['push'] =>
    (to, state) => {
      const { pathname = history.location.pathname } = typeof to === 'string' ? parsePath(to) : to;
      if (!leaves(pathname)) return move(to, state);
      void mayLeave(guards).then((ok) => ok && move(to, state));
    };
  return {
    ...history,
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    push: held(history.push),
    replace: held(history.replace),
    listen: (listener) =>
      history.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        const { action, delta, location } = update;
        if (action === 'POP' && delta && !redoing && leaves(location.pathname)) {
          undoing = true;
          history.go(-delta);
          void mayLeave(guards).then((ok) => {
            if (!ok) return;
            redoing = true;
            history.go(delta);
          });
          return;
        }
        redoing = false;
        shown = location.pathname;
        listener(update);
      }),
    guardLeaving(guard) {
      guards.add(guard);
      return () => guards.delete(guard);
    },
  };
}

/** The browser's history, guarded: the app's. */
export const browserHistory = (): AppHistory => guardHistory(createBrowserHistory({ v5Compat: true }));

/** A history in memory, guarded, starting at the last of `entries`: for tests and stories. */
export const memoryHistory = (entries: InitialEntry[]): AppHistory =>
  guardHistory(createMemoryHistory({ initialEntries: entries, v5Compat: true }));

/** The app's history, for leave guards. */
export const HistoryContext = createContext<AppHistory | null>(null);
/** The route table being shown, for what the shell reads of the current route (route-meta.ts). */
export const RoutesContext = createContext<RouteObject[]>([]);

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Follows the history: each move renders as a transition, so a screen whose chunk is still on its way leaves the
 * previous one showing rather than a loader.
 */
export function AppRouter({ history, routes }: { history: AppHistory; routes: RouteObject[] }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <HistoryContext.Provider value={history}>
      <RoutesContext.Provider value={routes}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          <Routes routes={routes} />
        </Router>
      </RoutesContext.Provider>
    </HistoryContext.Provider>
  );
}

/** The app's history (throws outside AppRouter). */
export function useAppHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useAppHistory needs an AppRouter');
  return history;
}
