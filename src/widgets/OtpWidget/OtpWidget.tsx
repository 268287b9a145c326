// Spec 1 sections 4.1, 5 and 9: the one-time code, one box per digit, as Mantine's PinInput already does it.
import { Input, PinInput } from '@mantine/core';
import { useFocusWithin } from '@mantine/hooks';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type ClipboardEvent } from 'react';
import { emptyOf, errorOf } from '../widget-props';

/** `ui:options` the OTP widget reads. */
export interface OtpOptions {
  /** How many digit boxes; default 4 (spec 1 section 9). */
  length?: number;
}

const refusePaste = (event: ClipboardEvent) => event.preventDefault();

/** `ui:widget: otp`: digit boxes whose joined digits are the value; a paste fills them all. */
export function OtpWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, autofocus } = props;
  const { length = 4 } = props.options as OtpOptions;
  const text = typeof value === 'string' ? value : '';
  // PinInput keeps its own boxes, so emptying a middle box does not shift the digits after it left;
  // a value the form sets from outside (a reset, say) remounts it with that value.
  const [own, setOwn] = useState({ text, generation: 0 });
  if (own.text !== text) setOwn({ text, generation: own.generation + 1 });
  const { ref } = useFocusWithin({ onFocus: () => onFocus(id, value), onBlur: () => onBlur(id, value) });
  const error = errorOf(props);
  const locked = disabled || readonly;

  return (
    <div>
      {label && !hideLabel && (
        <Input.Label id={`${id}-label`} htmlFor={`${id}-1`} required={required}>
          {label}
        </Input.Label>
      )}
      <PinInput
        key={own.generation}
        id={id}
        rootRef={ref}
        aria-labelledby={label && !hideLabel ? `${id}-label` : undefined}
        aria-label={hideLabel ? label : undefined}
        length={length}
        type="number"
        oneTimeCode
        defaultValue={text}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the declaration asks (ui:autofocus), as RJSF's own widgets do.
        autoFocus={autofocus}
        disabled={disabled}
        readOnly={readonly}
        error={!!error}
        getInputProps={(index) => ({
          'aria-label': `OTP digit ${index + 1}`,
          'aria-describedby': error ? `${id}-error` : undefined,
          'aria-required': required,
          ...(locked && { onPaste: refusePaste }),
        })}
        onChange={(next) => {
          if (locked) return;
          setOwn({ text: next, generation: own.generation });
          onChange(next === '' ? emptyOf(props) : next);
        }}
      />
      {error && (
        <Input.Error id={`${id}-error`} mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
