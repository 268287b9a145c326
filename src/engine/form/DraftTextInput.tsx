// A text field whose keystrokes never render React: the input holds what is typed until the form settles it.
import { TextInput } from '@mantine/core';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { typedCommit, useSettler } from './field-draft';
import { ownKeystrokes } from './own-keystrokes';

/** The form's data as SchemaForm hands it to widgets through formContext. */
interface FormValues {
  formData?: Record<string, unknown>;
  subscribe?: (listener: () => void) => () => unknown;
}

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
 * (field-draft.ts), heard ahead of React (own-keystrokes.ts); the form's value is written into the input whenever
 * nothing typed is held.
 */
export function DraftTextInput(props: DraftTextInputProps) {
  const { id, htmlName, type, schema, value, placeholder, required, disabled, readonly, autofocus } = props;
  const { label, hideLabel, onChange, onBlur, onFocus, options, rawErrors, toValue, themeProps } = props;
  const input = useRef<HTMLInputElement>(null);
  const { hold, flush, holding, settleOnEnter } = useSettler(useMemo(() => typedCommit(onChange), [onChange]));
  // The text the input held after the last edit or write: a `change` event after the `input` events is no new edit.
  const known = useRef(shown(value));

  useLayoutEffect(() => {
    const element = input.current;
    if (element && !holding() && element.value !== shown(value)) element.value = known.current = shown(value);
  }, [value, holding]);
  // A top-level field hears the form's own value too: a value typed and settled without RJSF leaves `value` as it was,
  // so the form setting that value again (a widget filling it) changes no prop.
  const { formContext } = props.registry as { formContext?: FormValues };
  const name = props.name;
  useLayoutEffect(() => {
    if (!formContext?.subscribe || id !== `root_${name}`) return;
    const unsubscribe = formContext.subscribe(() => {
      const element = input.current;
      const now = shown(formContext.formData?.[name]);
      if (element && !holding() && element.value !== now) element.value = known.current = now;
    });
    return () => void unsubscribe();
  }, [formContext, id, name, holding]);

  const handleEdit = useCallback(() => {
    const element = input.current;
    if (!element || element.value === known.current) return;
    const typed = element.value;
    const next = toValue(typed);
    const text = shown(next);
    if (text !== typed) {
      // Keep the caret where it was, less what the transform removed before it.
      const caret = Math.max(0, (element.selectionStart ?? typed.length) - (typed.length - text.length));
      element.value = text;
      element.setSelectionRange(caret, caret);
    }
    known.current = text;
    hold(next);
  }, [toValue, hold]);
  useLayoutEffect(() => {
    const element = input.current;
    return element && !readonly ? ownKeystrokes(element, handleEdit) : undefined;
  }, [readonly, handleEdit]);
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

  // What the input shows besides its text, which the effect above writes: the input is drawn again only when this
  // changes, so a settled value draws nothing (React would rewrite the input's attributes each time it is drawn).
  const look = JSON.stringify({
    id,
    name: htmlName || id,
    label: labelValue(label || undefined, hideLabel, false),
    required,
    autoFocus: autofocus,
    disabled: disabled || readonly,
    placeholder,
    error: rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined,
    list: schema.examples ? examplesId(id) : undefined,
    ...getInputProps(schema, type, options, false),
    ...themeProps,
    description: hideLabel ? undefined : (options.description as string | undefined) || schema.description,
    'aria-describedby': ariaDescribedByIds(id, Boolean(schema.examples)),
  });
  const [firstText] = useState(() => shown(value));
  const field = useMemo(
    () => (
      <TextInput
        ref={input}
        {...JSON.parse(look)}
        defaultValue={firstText}
        onBlur={readonly ? undefined : handleBlur}
        onFocus={readonly ? undefined : handleFocus}
        onKeyDown={settleOnEnter}
      />
    ),
    [look, firstText, readonly, handleBlur, handleFocus, settleOnEnter],
  );

  return (
    <>
      {field}
      {props.children}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
