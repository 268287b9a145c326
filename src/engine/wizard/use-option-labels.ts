// The review shows listed values by their labels ('India', not 'IN'): each list action the reviewed forms use, asked once.
import { useEffect, useState } from 'react';
import { useEngine } from '../EngineContext';
import type { LoadedForm } from '../form/SchemaForm';
import { sourceOf } from './review';

/** Labels by list action, filled in as the lists arrive; a list that fails leaves its values as they are. */
export function useOptionLabels(forms: LoadedForm[]): Record<string, Record<string, string>> {
  const engine = useEngine();
  const [labels, setLabels] = useState<Record<string, Record<string, string>>>({});
  const sources = [
    ...new Set(
      forms.flatMap((form) =>
        Object.values(form.declaration.ui ?? {}).flatMap((node) => sourceOf(node as Record<string, unknown>) ?? []),
      ),
    ),
  ].sort();
  const key = sources.join(',');
  useEffect(() => {
    let live = true;
    for (const source of key ? key.split(',') : []) {
      engine.call(source).then(
        (list) => {
          if (!live || !Array.isArray(list)) return;
          const map = Object.fromEntries(
            list.map((option: { value: unknown; label: unknown }) => [String(option.value), String(option.label)]),
          );
          setLabels((current) => ({ ...current, [source]: map }));
        },
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [engine, key]);
  return labels;
}
