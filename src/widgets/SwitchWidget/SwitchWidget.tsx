// Spec 2 sections 2.8 and 4.7: on/off settings such as alerts, a boolean shown as a switch with its label beside it.
import { Input, Switch } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { errorOf } from '../widget-props';

/** `ui:widget: switch`: Mantine's Switch; the value is true or false. */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, autofocus } = props;
  const error = errorOf(props);
  const shown = (
    <>
      {label}
      {required && (
        <span aria-hidden style={{ color: 'var(--mantine-color-error)' }}>
          {' *'}
        </span>
      )}
    </>
  );

  return (
    <div>
      <Switch
        id={id}
        label={hideLabel ? undefined : shown}
        aria-label={hideLabel ? label : undefined}
        aria-required={required}
        aria-readonly={readonly || undefined}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        // Mantine would print the message inside the switch's label, and so into its name; it goes below instead.
        error={!!error}
        disabled={disabled}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the declaration asks (ui:autofocus), as RJSF's own widgets do.
        autoFocus={autofocus}
        checked={value === true}
        onChange={(event) => {
          if (!readonly) onChange(event.currentTarget.checked);
        }}
        onFocus={() => onFocus(id, value)}
        onBlur={() => onBlur(id, value)}
      />
      {error && (
        <Input.Error id={`${id}-error`} mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
