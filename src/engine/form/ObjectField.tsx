// RJSF ignores `ui:widget` on object fields; a document reference { documentId, documentName } needs its widget, so we honour it.
import DefaultObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useCallback } from 'react';
import { useSteadyUi } from './speed/steady-ui';

/** Messages about the object's own keys (the address proof's missing back side): its widget shows them as its own. */
const innerErrors = (schema: ErrorSchema | undefined): string[] =>
  Object.entries(schema ?? {}).flatMap(([key, node]) =>
    key === '__errors' || !node || typeof node !== 'object'
      ? []
      : [...((node as ErrorSchema).__errors ?? []), ...innerErrors(node as ErrorSchema)],
  );

/** An object whose `ui:widget` names a registered widget renders that widget with the whole object as its value; others render as RJSF does. */
export function ObjectField(props: FieldProps) {
  const {
    schema,
    uiSchema,
    fieldPathId,
    formData,
    onChange,
    registry,
    name,
    required,
    disabled,
    readonly,
    autofocus,
    onBlur,
    onFocus,
    rawErrors,
    errorSchema,
    hideError,
    title,
  } = props;
  const { widget, placeholder = '', title: uiTitle, ...options } = getUiOptions(uiSchema);
  const onWidgetChange = useCallback(
    (value: unknown, errorSchema?: ErrorSchema, id?: string) => onChange(value, fieldPathId.path, errorSchema, id),
    [onChange, fieldPathId],
  );
  const steadyUi = useSteadyUi(uiSchema);
  const Widget = typeof widget === 'string' ? registry.widgets[widget] : undefined;
  if (!Widget) return <DefaultObjectField {...props} uiSchema={steadyUi} />;
  return (
    <Widget
      options={options}
      schema={schema}
      uiSchema={uiSchema}
      id={fieldPathId.$id}
      name={name}
      label={uiTitle ?? title ?? schema.title ?? name}
      hideError={hideError}
      value={formData}
      onChange={onWidgetChange}
      onBlur={onBlur}
      onFocus={onFocus}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={autofocus}
      registry={registry}
      placeholder={placeholder}
      rawErrors={[...(rawErrors ?? []), ...innerErrors(errorSchema)]}
      htmlName={fieldPathId.name}
    />
  );
}
