// A component fetched on its first render, so widgets and templates few forms use stay out of a form's first download.
import type { ComponentType } from 'react';
import { lazyNamed, type LazyComponent } from '../../arrival';

/** A component fetched on first render; `preload` fetches it now (and fails if the module has no such export). */
export type DeferredComponent<P> = LazyComponent<P>;

/** The component `name` of the module `load` resolves to, shown (after a blank moment) once it has arrived. */
export const deferred = <P extends object>(load: () => Promise<object>, name: string): DeferredComponent<P> =>
  Object.assign(lazyNamed(load as () => Promise<Record<string, ComponentType<P>>>, name), {
    displayName: `Deferred(${name})`,
  });

/** `deferred(load, name)` for each of `names`, by name: the parts one module brings, each fetched with the first drawn. */
export const deferredEach = (load: () => Promise<object>, names: string[]): Record<string, DeferredComponent<never>> =>
  Object.fromEntries(names.map((name) => [name, deferred<never>(load, name)]));
