// The messages a form shows reach its fields from the root object, not through RJSF's Form, whose every prop change rebuilds its whole state.
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { mergeObjects } from '@rjsf/utils';
import { useLayoutEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';

/**
 * The messages shown now, as an error schema (error-schema.ts), held for the form's root object, which alone hears
 * when they change. Handed to RJSF's Form as `extraErrors`, a message appearing made RJSF compute the defaults of
 * every field again and draw the form twice; a React context would search every field below it for readers.
 */
export interface ShownMessages {
  get: () => ErrorSchema;
  subscribe: (listener: () => void) => () => void;
}

/** The store of the messages a form shows, updated as the form draws them (`shown` keeps its object while unchanged). */
export function useShownMessages(shown: ErrorSchema): ShownMessages {
  const [store] = useState(() => {
    const listeners = new Set<() => void>();
    let current = shown;
    return {
      get: () => current,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set: (next: ErrorSchema) => {
        current = next;
        listeners.forEach((listener) => listener());
      },
    };
  });
  useLayoutEffect(() => store.set(shown), [store, shown]);
  return store;
}

const isEmpty = (schema: ErrorSchema | undefined) => !schema || Object.keys(schema).length === 0;
const NONE: ShownMessages = { get: () => ({}), subscribe: () => () => undefined };

/**
 * The form's root object drawn by `Field` with the shown messages (formContext.shown) laid over RJSF's own error
 * schema, and the messages about the form as a whole (path '') after its fields, where RJSF's field template would
 * put them.
 */
export function WithShownMessages({ Field, ...props }: FieldProps & { Field: ComponentType<FieldProps> }) {
  const store = (props.registry.formContext as { shown?: ShownMessages }).shown ?? NONE;
  const shown = useSyncExternalStore(store.subscribe, store.get);
  const own = props.errorSchema;
  const errorSchema = useMemo(
    () => (isEmpty(own) ? shown : isEmpty(shown) ? own : (mergeObjects(own!, shown, true) as ErrorSchema)),
    [own, shown],
  );
  const { FieldErrorTemplate } = props.registry.templates;
  const whole = shown.__errors;
  return (
    <>
      <Field {...props} errorSchema={errorSchema} />
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
