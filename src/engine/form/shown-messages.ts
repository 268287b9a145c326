// The messages a form shows, held for its root object (root-object.tsx) rather than handed to RJSF's Form as a prop.
import type { ErrorSchema } from '@rjsf/utils';
import { useLayoutEffect, useState } from 'react';

/**
 * The messages shown now, as an error schema (error-schema.ts), held for the form's root object, which alone hears
 * when they change. Handed to RJSF's Form as `extraErrors`, a message appearing made RJSF compute the defaults of
 * every field again and draw the form twice; a React context would search every field below it for readers.
 */
export interface ShownMessages {
  get: () => ErrorSchema;
  subscribe: (listener: () => void) => () => void;
}

/** The store of the messages a form shows, updated as the form draws them (`shown` keeps its object while unchanged). */
export function useShownMessages(shown: ErrorSchema): ShownMessages {
  const [store] = useState(() => {
    const listeners = new Set<() => void>();
    let current = shown;
    return {
      get: () => current,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set: (next: ErrorSchema) => {
        current = next;
        listeners.forEach((listener) => listener());
      },
    };
  });
  useLayoutEffect(() => store.set(shown), [store, shown]);
  return store;
}
