// A component fetched on its first render, so widgets and templates few forms use stay out of a form's first download.
import { lazy, Suspense, type ComponentType } from 'react';

/** The component `name` of the module `load` resolves to, shown (after a blank moment) once it has arrived. */
export function deferred<P extends object>(load: () => Promise<object>, name: string): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: (await load())[name as keyof object] as ComponentType<P> }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
