// A component fetched on its first render, so widgets and templates few forms use stay out of a form's first download.
import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A component fetched on first render; `preload` fetches it now (and fails if the module has no such export). */
export type DeferredComponent<P> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
  /** True once the component has arrived: drawing it then shows it at once. */
  loaded: () => boolean;
};

/** The component `name` of the module `load` resolves to, shown (after a blank moment) once it has arrived. */
export function deferred<P extends object>(load: () => Promise<object>, name: string): DeferredComponent<P> {
  let fetched: Promise<ComponentType<P>> | undefined;
  let arrived: ComponentType<P> | undefined;
  const preload = () =>
    (fetched ??= load().then((module) => {
      const component = (module as Record<string, ComponentType<P> | undefined>)[name];
      if (!component) throw new Error(`the module loaded for ${name} has no export ${name}`);
      arrived = component;
      return component;
    }));
  const Loaded = lazy(async () => ({ default: await preload() }));
  // Drawn directly when it has arrived before this instance mounted; else through React.lazy, which suspends once even
  // for a fetched module. An instance keeps its way for life, so it is never mounted twice.
  function Deferred(props: P) {
    const [Arrived] = useState(() => arrived);
    if (Arrived) return <Arrived {...props} />;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Object.assign(Deferred, { preload, loaded: () => arrived !== undefined });
}

/** `deferred(load, name)` for each of `names`, by name: the parts one module brings, each fetched with the first drawn. */
export const deferredEach = (load: () => Promise<object>, names: string[]): Record<string, DeferredComponent<never>> =>
  Object.fromEntries(names.map((name) => [name, deferred<never>(load, name)]));
