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

/** The flow's declaration and every form its steps name; an unknown id fails loudly. */
export async function loadFlow(id: string): Promise<LoadedFlow> {
  const load = flows[id];
  if (!load) throw new Error(`No flow "${id}" under schemas/`);
  const { declaration } = await load();
  const ids = [...new Set(Object.values(declaration.steps).flatMap((step) => (step.form ? [step.form] : [])))];
  const entries = await Promise.all(ids.map(async (form) => [form, await forms[form]()] as const));
  return { flow: declaration, forms: Object.fromEntries(entries) };
}

/** Loads the flow once; undefined until it is there. */
export function useFlow(id: string): LoadedFlow | undefined {
  const [loaded, setLoaded] = useState<LoadedFlow>();
  useEffect(() => {
    let live = true;
    void loadFlow(id).then((flow) => live && setLoaded(flow));
    return () => {
      live = false;
    };
  }, [id]);
  return loaded;
}
