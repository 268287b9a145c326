// A widget given everything RJSF would hand it, its value kept in state, so stories are interactive and tests see re-renders.
import { getDefaultRegistry } from '@rjsf/core';
import type { Registry, Widget, WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

/** The widget to render and any of its props; whatever is left out gets a sensible default. */
export type WidgetHarnessProps = Partial<WidgetProps> & { widget: Widget };

const defaultRegistry = getDefaultRegistry() as unknown as Registry;
const ignore = () => {};

/** Renders `widget` like a form field would: its value lives here, and each change is also reported to `onChange`. */
export function WidgetHarness({ widget: Widget, value, onChange, formContext, ...props }: WidgetHarnessProps) {
  const [state, setState] = useState({ given: value, current: value });
  if (!Object.is(state.given, value)) setState({ given: value, current: value });
  const registry = formContext ? { ...defaultRegistry, formContext } : defaultRegistry;
  return (
    <Widget
      id="root_field"
      name="field"
      label="Field"
      schema={{ type: 'string' }}
      options={{}}
      rawErrors={[]}
      onBlur={ignore}
      onFocus={ignore}
      registry={registry}
      formContext={formContext}
      {...props}
      value={state.current}
      onChange={(next: unknown) => {
        setState((previous) => ({ ...previous, current: next }));
        onChange?.(next);
      }}
    />
  );
}
