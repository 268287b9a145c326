// A text field whose keystrokes never render React: the input holds what is typed until the form settles it.
import { TextInput } from '@mantine/core';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { useSettler } from './field-draft';

/** What the input shows for a form value. */
const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Props: the template's, plus the value a keystroke becomes (the declared transform) and the theme's input props. */
interface DraftTextInputProps extends BaseInputTemplateProps {
  /** The input's text after a keystroke, as the form should hold it; the input shows its text form. */
  toValue: (typed: string) => unknown;
  /** Mantine props from `ui:options`, engine keys removed. */
  themeProps: Record<string, unknown>;
}

/**
 * Mantine's TextInput, uncontrolled: a keystroke applies the transform in the input itself and is held
 * (field-draft.ts); the form's value is written into the input whenever nothing typed is held.
 */
export function DraftTextInput(props: DraftTextInputProps) {
  const { id, htmlName, type, schema, value, placeholder, required, disabled, readonly, autofocus } = props;
  const { label, hideLabel, onChange, onBlur, onFocus, options, rawErrors, toValue, themeProps } = props;
  const input = useRef<HTMLInputElement>(null);
  const { hold, flush, holding, settleOnEnter } = useSettler(onChange);

  useLayoutEffect(() => {
    const element = input.current;
    if (element && !holding() && element.value !== shown(value)) element.value = shown(value);
  }, [value, holding]);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const element = event.currentTarget;
      const typed = element.value;
      const next = toValue(typed);
      const text = shown(next);
      if (text !== typed) {
        // Keep the caret where it was, less what the transform removed before it.
        const caret = Math.max(0, (element.selectionStart ?? typed.length) - (typed.length - text.length));
        element.value = text;
        element.setSelectionRange(caret, caret);
      }
      hold(next);
    },
    [toValue, hold],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      flush();
      onBlur(id, event.target.value);
    },
    [flush, onBlur, id],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value),
    [onFocus, id],
  );

  return (
    <>
      <TextInput
        ref={input}
        id={id}
        name={htmlName || id}
        label={labelValue(label || undefined, hideLabel, false)}
        required={required}
        autoFocus={autofocus}
        disabled={disabled || readonly}
        onBlur={readonly ? undefined : handleBlur}
        onFocus={readonly ? undefined : handleFocus}
        onKeyDown={settleOnEnter}
        placeholder={placeholder}
        error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
        list={schema.examples ? examplesId(id) : undefined}
        {...getInputProps(schema, type, options, false)}
        {...themeProps}
        description={hideLabel ? undefined : (options.description as string | undefined) || schema.description}
        defaultValue={shown(value)}
        onChange={readonly ? undefined : handleChange}
        aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
      />
      {props.children}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
