// Spec 1 section 4.1: the sign-in identifier is an e-mail or a mobile number; all digits means mobile, shown with +91.
import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { errorOf, labelOf } from '../widget-props';

/** True when the identifier is being typed as a mobile number. */
export const isMobile = (value: string): boolean => /^[0-9]+$/.test(value);

/** One text box; digits get the +91 prefix and stop at ten. */
export function IdentifierWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, autofocus } = props;
  const text = typeof value === 'string' ? value : '';
  const mobile = isMobile(text);
  return (
    <TextInput
      id={id}
      {...labelOf(props)}
      required={required}
      value={text}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the declaration asks (ui:autofocus), as RJSF's own widgets do.
      autoFocus={autofocus}
      disabled={disabled || readonly}
      error={errorOf(props)}
      inputMode={mobile ? 'numeric' : 'email'}
      autoComplete="username"
      leftSection={mobile ? '+91' : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value.trim();
        onChange(next === '' ? undefined : isMobile(next) ? next.slice(0, 10) : next);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
