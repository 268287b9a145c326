// A text field whose keystrokes never render React: the input holds what is typed until the form settles it.
import { TextInput } from '@mantine/core';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { storeOf } from '../store-field';

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
 * Mantine's TextInput, uncontrolled: a keystroke applies the transform in the input itself and is held by the form's
 * store (store.ts `type`), heard ahead of React (keystrokes.ts); the store's value is written into the input
 * whenever nothing typed is held. Outside a form (a widget's story) each edit is the field's change.
 */
export function DraftTextInput(props: DraftTextInputProps) {
  const { id, htmlName, type, schema, value, placeholder, required, disabled, readonly, autofocus } = props;
  const { label, hideLabel, onChange, onBlur, onFocus, options, rawErrors, toValue, themeProps } = props;
  const input = useRef<HTMLInputElement>(null);
  const store = storeOf(props.registry);
  const key = store?.keyForId(id);
  // The text the input held after the last edit or write: a `change` event after the `input` events is no new edit.
  const known = useRef(shown(value));

  // The store's value, written into the input unless something typed is held there; heard also when a rule rewrote
  // a typed value to what the field held before, which changes no prop.
  const write = useCallback(() => {
    const element = input.current;
    const now = shown(store && key !== undefined ? store.valueAt(key) : value);
    if (element && !(key !== undefined && store?.draftAt(key)) && element.value !== now)
      element.value = known.current = now;
  }, [store, key, value]);
  useLayoutEffect(write, [write]);
  useLayoutEffect(() => (store && key !== undefined ? store.subscribe(key, write) : undefined), [store, key, write]);

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
    if (store && key !== undefined) store.type(key, next);
    else onChange(next);
  }, [toValue, store, key, onChange]);
  useLayoutEffect(() => {
    const element = input.current;
    return element && !readonly && store ? store.keystrokes.own(element, handleEdit) : undefined;
  }, [readonly, handleEdit, store]);
  // A field that goes away (a rule hides it, the step changes) still hands over what was typed into it.
  useLayoutEffect(() => () => store?.flush(), [store]);
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      store?.flush();
      onBlur(id, event.target.value);
    },
    [store, onBlur, id],
  );
  // Enter hands what is typed to the form before the form submits.
  const settleOnEnter = useCallback((event: KeyboardEvent) => event.key === 'Enter' && store?.flush(), [store]);
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
        onChange={store ? undefined : handleEdit}
      />
    ),
    [look, firstText, readonly, handleBlur, handleFocus, settleOnEnter, store, handleEdit],
  );

  return (
    <>
      {field}
      {props.children}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
