// Code and data waited for without React's Suspense: React 19 reveals a suspended boundary's content no sooner than
// 300 ms after any fallback anywhere appeared or went, which on a fast network was half the first screen's time.
import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

/** A promise that says whether it has settled and with what (the fields React's `use` reads too). */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** `promise`, marked with its state from now on, so a render can read it without waiting. */
export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const marked = promise as Tracked<T>;
  if (!marked.status) {
    marked.status = 'pending';
    // (blocks, not expressions: a handler that returned the rejected promise would reject again, unhandled)
    marked.then(
      (value) => {
        Object.assign(marked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(marked, { status: 'rejected', reason });
      },
    );
  }
  return marked;
}

/**
 * Whether `pending` has settled (true with nothing pending); the component draws again, as an ordinary update, when it
 * does. Once true it stays true for the component's life, so what it shows is never taken down again for a later
 * wait (Suspense would hide it and keep it; this would lose it). A failure is thrown to the nearest error boundary.
 */
export function useArrived(pending: Promise<unknown> | undefined): boolean {
  const [once, setOnce] = useState(false);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const marked = once ? undefined : pending && tracked(pending);
  if (marked?.status === 'rejected') throw marked.reason;
  const arrived = once || !marked || marked.status === 'fulfilled';
  // remembered from this render on (React's way of keeping what an earlier render found)
  if (arrived && !once) setOnce(true);
  useEffect(() => {
    if (arrived) return;
    let mounted = true;
    const again = () => {
      if (!mounted) return;
      if (marked!.status === 'fulfilled') setOnce(true);
      else redraw(); // to throw the failure
    };
    marked!.then(again, again);
    return () => {
      mounted = false;
    };
  }, [marked, arrived]);
  return arrived;
}

/** Its children once `pending` has settled, `fallback` until then. */
export function Arrived({
  pending,
  fallback = null,
  children,
}: {
  pending: Promise<unknown> | undefined;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return useArrived(pending) ? children : fallback;
}

/** A component fetched on its first drawing (or `preload`), drawn as `fallback` until it has come. */
export type LazyComponent<P> = ComponentType<P & { fallback?: ReactNode }> & {
  preload: () => Promise<ComponentType<P>>;
  /** True once the component has come: drawing it then shows it at once. */
  loaded: () => boolean;
};

/**
 * The default export of the module `load` brings, as a component: drawn at once when it has already come, else its
 * `fallback` (nothing unless given) until it comes. A failed fetch is thrown to the error boundary; `preload` tries it
 * again.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  const fetchOnce = () => (loading ??= tracked(load().then((module) => module.default)));
  // a failed fetch stays failed where it is drawn (React would draw again at once and hide it), and is made again
  // when preloaded
  const preload = () => {
    if (loading?.status === 'rejected') loading = undefined;
    return fetchOnce();
  };
  function Lazy({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const pending = fetchOnce();
    if (!useArrived(pending)) return fallback;
    const Loaded = pending.value!;
    return <Loaded {...(props as P)} />;
  }
  return Object.assign(Lazy, { preload, loaded: () => loading?.status === 'fulfilled' });
}

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/** `lazyComponent` of the export `name` of the module `load` brings (failing if the module has no such export). */
export const lazyNamed = <M extends object, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyComponent<PropsOf<M[K]>> =>
  lazyComponent(() =>
    load().then((module) => {
      const component = module[name] as ComponentType<PropsOf<M[K]>> | undefined;
      if (!component) throw new Error(`the module loaded for ${name} has no export ${name}`);
      return { default: component };
    }),
  );
