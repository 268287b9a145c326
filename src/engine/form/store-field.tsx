// Each field of a form reads its value and its messages from the form's store, so a change draws its own field only.
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import type { FieldProps, Registry, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useSyncExternalStore } from 'react';
import type { FormStore } from './store';

/** The form's store, which SchemaForm hands every field through formContext; undefined outside a SchemaForm. */
export const storeOf = (registry: Registry | undefined) =>
  (registry?.formContext as { store?: FormStore<Record<string, unknown>> } | undefined)?.store;

/** Keywords by which what an object draws depends on its data. */
const CONDITIONAL = ['if', 'dependencies', 'dependentSchemas', 'oneOf', 'anyOf', 'allOf', '$ref'];

/**
 * Whether the field draws its value: every field but an object laid out as its fields, whose fields each read their
 * own. An object whose shape depends on its data (a condition, a choice of schemas), or drawn by a widget (a document
 * reference), reads its value too.
 */
const drawsValue = (schema: RJSFSchema, uiSchema: UiSchema | undefined) =>
  !(schema.type === 'object' || (schema.type === undefined && schema.properties)) ||
  Boolean(uiSchema?.['ui:widget']) ||
  CONDITIONAL.some((keyword) => keyword in schema);

/**
 * RJSF's SchemaField with the value and the messages the store holds for this field's path. RJSF's own copy of the
 * data is never read: the form's root hands every change straight to the store (`onChange`), so RJSF's Form holds only
 * the data it opened with, and its state is built again only when a prop of the Form changes (the rules' ui).
 */
export function StoreField(props: FieldProps) {
  const store = storeOf(props.registry);
  if (!store) return <SchemaField {...props} />;
  return <FieldOfStore {...props} store={store} />;
}

function FieldOfStore({ store, ...props }: FieldProps & { store: FormStore<Record<string, unknown>> }) {
  const { path, $id } = props.fieldPathId;
  const key = path.join('.');
  store.bind($id, key);
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const draws = drawsValue(props.schema, props.uiSchema);
  const fromStore = useSyncExternalStore(subscribe, () => store.valueAt(key));
  const errorSchema = useSyncExternalStore(subscribe, () => store.shownAt(key));
  const root = path.length === 0;
  const field = (
    <SchemaField
      {...props}
      formData={draws ? fromStore : props.formData}
      errorSchema={root ? undefined : errorSchema}
      onChange={root ? store.change : props.onChange}
    />
  );
  if (!root || !errorSchema.__errors?.length) return field;
  // The messages about the form as a whole, after its fields, where RJSF's field template would put them.
  const { FieldErrorTemplate } = props.registry.templates;
  return (
    <>
      {field}
      <FieldErrorTemplate
        errors={errorSchema.__errors}
        errorSchema={errorSchema}
        schema={props.schema}
        uiSchema={props.uiSchema}
        fieldPathId={props.fieldPathId}
        registry={props.registry}
      />
    </>
  );
}
