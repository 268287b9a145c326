// A field a rule requires shows the required mark like a field the schema requires (RJSF only knows the schema's).
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

const wrapped = new WeakMap<object, ComponentType<WidgetProps>>();

/**
 * The widget, told `required` when `ui:options.requiredByRule` is set; the option itself stays here (a theme widget
 * hands its options to a Mantine input, which would put it on a DOM element).
 */
function withRuleRequired(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  let result = wrapped.get(Widget);
  if (!result) {
    const RuleRequired = (props: WidgetProps) => {
      if (!props.options || !('requiredByRule' in props.options)) return <Widget {...props} />;
      const { requiredByRule, ...options } = props.options;
      return <Widget {...props} options={options} required={props.required || requiredByRule === true} />;
    };
    RuleRequired.displayName = `RuleRequired(${Widget.displayName ?? Widget.name})`;
    wrapped.set(Widget, RuleRequired);
    result = RuleRequired;
  }
  return result;
}

/** Every widget of the registry wrapped once (the same wrappers each time, so RJSF keeps its fields mounted). */
export const ruleRequiredWidgets = (widgets: RegistryWidgetsType): RegistryWidgetsType =>
  Object.fromEntries(
    Object.entries(widgets).map(([name, Widget]) => [name, withRuleRequired(Widget as ComponentType<WidgetProps>)]),
  );
