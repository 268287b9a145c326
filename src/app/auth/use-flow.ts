// Loads a declared flow and every form its steps name, as lazy chunks.
import { flows, forms } from 'virtual:declarations';
import { useEffect, useState } from 'react';
import type { FlowDeclaration } from '../../engine/core/declarations';
import type { LoadedForm } from '../../engine/form/SchemaForm';

/** A flow ready to render. */
export interface LoadedFlow {
  flow: FlowDeclaration;
  forms: Record<string, LoadedForm>;
}

/** Loads the flow once; undefined until it is there. */
export function useFlow(id: string): LoadedFlow | undefined {
  const [loaded, setLoaded] = useState<LoadedFlow>();
  useEffect(() => {
    let live = true;
    void (async () => {
      const { declaration } = await flows[id]();
      const ids = [...new Set(Object.values(declaration.steps).flatMap((step) => (step.form ? [step.form] : [])))];
      const entries = await Promise.all(ids.map(async (form) => [form, await forms[form]()] as const));
      if (live) setLoaded({ flow: declaration, forms: Object.fromEntries(entries) });
    })();
    return () => {
      live = false;
    };
  }, [id]);
  return loaded;
}
