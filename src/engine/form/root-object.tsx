// The form's root object: what the engine holds and RJSF's Form does not (messages shown, typed values) laid over what RJSF hands down.
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { mergeObjects } from '@rjsf/utils';
import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { isTypedSettle } from './field-draft';
import type { ShownMessages } from './shown-messages';

/** Typed values the form took without RJSF (SchemaForm.tsx, `typed`). */
export interface TypedValues {
  /** The values RJSF has not taken yet, by top-level key. */
  pending: () => Record<string, unknown>;
  /** Hears RJSF's data as the root object draws it: the values it holds are no longer pending. */
  held: (data: Record<string, unknown> | undefined) => void;
  /** Takes a typed value settling at `path`; false when it must go through RJSF's change instead. */
  settle: (path: (string | number)[], value: unknown) => boolean;
}

/** What SchemaForm hands the root object through formContext. */
interface RootContext {
  shown?: ShownMessages;
  typed?: TypedValues;
}

const isEmpty = (value: object | undefined) => !value || Object.keys(value).length === 0;
const NONE: ShownMessages = { get: () => ({}), subscribe: () => () => undefined };

/**
 * The root object drawn by `Field` with the shown messages laid over RJSF's own error schema (a changed `extraErrors`
 * prop made RJSF compute the defaults of every field again and draw the form twice), the messages about the form as
 * a whole (path '') after its fields, where RJSF's field template would put them, and the typed values RJSF has not
 * taken yet over its data, so that a field drawn again shows what was typed.
 */
export function RootObject({ Field, ...props }: FieldProps & { Field: ComponentType<FieldProps> }) {
  const { shown: store = NONE, typed } = props.registry.formContext as RootContext;
  const shown = useSyncExternalStore(store.subscribe, store.get);
  const { errorSchema: own, onChange } = props;
  const errorSchema = useMemo(
    () => (isEmpty(own) ? shown : isEmpty(shown) ? own : (mergeObjects(own!, shown, true) as ErrorSchema)),
    [own, shown],
  );
  const handleChange = useCallback<FieldProps['onChange']>(
    (value, path, changedErrors, id) => {
      if (!(isTypedSettle() && typed?.settle(path, value))) onChange(value, path, changedErrors, id);
    },
    [onChange, typed],
  );
  // After each commit, before RJSF reports the change it committed (a child's effects run first): a report computed
  // from older data still finds the values pending.
  useLayoutEffect(() => typed?.held(props.formData as Record<string, unknown> | undefined), [typed, props.formData]);
  const pending = typed?.pending();
  const formData = isEmpty(pending) ? props.formData : { ...props.formData, ...pending };
  const { FieldErrorTemplate } = props.registry.templates;
  const whole = shown.__errors;
  return (
    <>
      <Field {...props} formData={formData} errorSchema={errorSchema} onChange={handleChange} />
      {whole?.length ? (
        <FieldErrorTemplate
          errors={whole}
          errorSchema={shown}
          schema={props.schema}
          uiSchema={props.uiSchema}
          fieldPathId={props.fieldPathId}
          registry={props.registry}
        />
      ) : null}
    </>
  );
}
