// What a declared form waits for before it is drawn, and fetching that early for forms the user may open next.
import { useEffect } from 'react';
import type { BundledForm } from '../core/declarations';
import { needsRegistry } from '../core/rules';
import { useEngine, type Engine } from '../EngineContext';
import { whenIdle } from '../when-idle';
import { formParts, withTheme } from './theme';
import { widgetsPending } from './widgets-ready';

/**
 * The fetches a form waits for: the fetched-on-use widgets and theme parts its ui schema and shapes call for, and the
 * rules when it names any; undefined for what has already arrived.
 */
export function formWaits(
  declaration: BundledForm,
  engine: Engine,
): { widgets: Promise<unknown> | undefined; rules: Promise<void> | undefined } {
  const { ui, schema } = declaration;
  return {
    widgets: widgetsPending(ui, withTheme(engine.widgets), formParts(schema, ui)),
    rules: needsRegistry(declaration.rules) ? engine.loadRules?.() : undefined,
  };
}

/**
 * Once the browser is idle after drawing, starts what `forms` will wait for (a flow's other steps), so that opening
 * one shows it at once. A failed fetch is left to the form, which asks again when it is opened.
 */
export function usePrefetchedForms(forms: readonly (BundledForm | undefined)[]): void {
  const engine = useEngine();
  const key = forms.map((form) => form?.id ?? '').join();
  useEffect(
    () =>
      whenIdle(() => {
        for (const form of forms) {
          if (!form) continue;
          const { widgets, rules } = formWaits(form, engine);
          widgets?.catch(() => undefined);
          rules?.catch(() => undefined);
        }
      }),
    // The forms are named by their ids: a new array of the same forms starts nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, engine],
  );
}
