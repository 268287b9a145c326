// A form waits for the fetched-on-use widgets its ui schema names, so it appears whole rather than field by field.
import type { RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import type { DeferredComponent } from './deferred';

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

/**
 * Undefined when every widget the ui schema names can be drawn at once; else a promise that settles when they all
 * have arrived (the same promise for the same pending widgets, as React's `use` needs).
 */
export function widgetsPending(ui: UiSchema | undefined, widgets: RegistryWidgetsType): Promise<unknown> | undefined {
  const pending = [...widgetWords(ui)].flatMap((word) => {
    const widget: unknown = widgets[word];
    return isDeferred(widget) && !widget.loaded() ? [widget] : [];
  });
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
