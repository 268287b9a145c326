// What the engine tells every widget beyond RJSF's props: a field a rule requires is required, and an empty
// placeholder is none.
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

const wrapped = new WeakMap<object, ComponentType<WidgetProps>>();

/**
 * The widget, told `required` when `ui:options.requiredByRule` is set (RJSF only knows the schema's); the option itself
 * stays here (a theme widget hands its options to a Mantine input, which would put it on a DOM element). RJSF hands
 * every field a placeholder of '' when none is declared: on an input, that is a hidden placeholder element whose
 * style Chromium recomputes on every keystroke, so the widget is told of none.
 */
function withEngineProps(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  let result = wrapped.get(Widget);
  if (!result) {
    const EngineProps = (props: WidgetProps) => {
      const placeholder = props.placeholder || undefined;
      if (!props.options || !('requiredByRule' in props.options))
        return <Widget {...props} placeholder={placeholder} />;
      const { requiredByRule, ...options } = props.options;
      return (
        <Widget
          {...props}
          placeholder={placeholder}
          options={options}
          required={props.required || requiredByRule === true}
        />
      );
    };
    EngineProps.displayName = `EngineProps(${Widget.displayName ?? Widget.name})`;
    wrapped.set(Widget, EngineProps);
    result = EngineProps;
  }
  return result;
}

/** Every widget of the registry wrapped once (the same wrappers each time, so RJSF keeps its fields mounted). */
export const withEngineWidgetProps = (widgets: RegistryWidgetsType): RegistryWidgetsType =>
  Object.fromEntries(
    Object.entries(widgets).map(([name, Widget]) => [name, withEngineProps(Widget as ComponentType<WidgetProps>)]),
  );
