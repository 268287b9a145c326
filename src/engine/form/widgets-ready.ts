// A form waits for the fetched-on-use widgets its ui schema names, so it appears whole rather than field by field.
import type { RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import type { DeferredComponent } from './speed/deferred';

/** The `ui:widget` words anywhere in a ui schema. */
function widgetWords(ui: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(ui)) ui.forEach((item) => widgetWords(item, found));
  else if (ui && typeof ui === 'object')
    for (const [key, value] of Object.entries(ui)) {
      if (key === 'ui:widget' && typeof value === 'string') found.add(value);
      else widgetWords(value, found);
    }
  return found;
}

const isDeferred = (widget: unknown): widget is DeferredComponent<object> =>
  typeof widget === 'function' && 'preload' in widget && 'loaded' in widget;

/** RJSF's own `ui:widget` words and the registry names it looks them up under when the registry has no such word. */
const RJSF_WORDS: Record<string, string> = {
  checkbox: 'CheckboxWidget',
  checkboxes: 'CheckboxesWidget',
  radio: 'RadioWidget',
  select: 'SelectWidget',
  textarea: 'TextareaWidget',
};

/**
 * Undefined when every widget the ui schema names, and every part the schema's shapes imply (`implied`, by the
 * registry name that overrides it), can be drawn at once; else a promise that settles when they all have arrived
 * (the same promise for the same pending widgets, as React's `use` needs).
 */
export function widgetsPending(
  ui: UiSchema | undefined,
  widgets: RegistryWidgetsType,
  implied: Record<string, unknown> = {},
): Promise<unknown> | undefined {
  const needed: unknown[] = [...widgetWords(ui)].map((word) => widgets[word] ?? widgets[RJSF_WORDS[word] ?? '']);
  for (const [name, part] of Object.entries(implied)) needed.push(widgets[name] ?? part);
  const pending = [...new Set(needed)].filter(
    (widget): widget is DeferredComponent<object> => isDeferred(widget) && !widget.loaded(),
  );
  if (pending.length === 0) return undefined;
  const key = pending.map((widget) => widget.displayName).join();
  const waitingFor = WAITING.get(widgets) ?? new Map<string, Promise<unknown>>();
  WAITING.set(widgets, waitingFor);
  let waiting = waitingFor.get(key);
  if (!waiting) {
    waiting = Promise.all(pending.map((widget) => widget.preload())).catch((error: unknown) => {
      waitingFor.delete(key);
      throw error;
    });
    waitingFor.set(key, waiting);
  }
  return waiting;
}

/** Promises by registry and pending widgets' names; a fulfilled one is not asked for again (its widgets are loaded). */
const WAITING = new WeakMap<RegistryWidgetsType, Map<string, Promise<unknown>>>();
