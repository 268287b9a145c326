// Loads a declared flow and every form its steps name, as lazy chunks, once per page.
import { flows, forms } from 'virtual:declarations';
import { useEffect, useState } from 'react';
import type { FlowDeclaration } from '../../engine/core/declarations';
import { flowFormIds } from '../../engine/core/wizard-forms';
import type { LoadedForm } from '../../engine/form/SchemaForm';

/** A flow ready to render. */
export interface LoadedFlow {
  flow: FlowDeclaration;
  forms: Record<string, LoadedForm>;
}

/** Each flow once loaded, by id: declarations never change while the page lives, so a second load is the first's. */
const arrived = new Map<string, LoadedFlow>();

/** The flow's declaration and every form its steps name; an unknown id fails loudly. */
export async function loadFlow(id: string): Promise<LoadedFlow> {
  const known = arrived.get(id);
  if (known) return known;
  const load = flows[id];
  if (!load) throw new Error(`No flow "${id}" under schemas/`);
  const { declaration } = await load();
  const entries = await Promise.all(flowFormIds(declaration).map(async (form) => [form, await forms[form]()] as const));
  const loaded = { flow: declaration, forms: Object.fromEntries(entries) };
  arrived.set(id, loaded);
  return loaded;
}

/**
 * The flow, drawn at once when its route loaded it with the screen (src/app/screen-loaders.tsx), else undefined until it has
 * arrived.
 */
export function useFlow(id: string): LoadedFlow | undefined {
  const [loaded, setLoaded] = useState<LoadedFlow | undefined>(() => arrived.get(id));
  useEffect(() => {
    if (loaded?.flow.id === id) return;
    let live = true;
    void loadFlow(id).then((flow) => live && setLoaded(flow));
    return () => {
      live = false;
    };
  }, [id, loaded]);
  return loaded;
}
