// Renders a declared form: RJSF on Mantine, precompiled validation, messages once touched or submitted, rules applied.
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useEngine } from '../EngineContext';
import { Arrived } from '../arrival';
import { fieldId } from './error-schema';
import { formWaits } from './form-ready';
import { ObjectField } from './ObjectField';
import { DEFAULTS } from './settle';
import { StoreField } from './store-field';
import { SubmitBar } from './submit-bar';
import { THEME_TEMPLATES, withTheme } from './theme';
import type { SchemaFormProps } from './schema-form-props';
import { applyFieldUi } from './ui-schema';
import { useFormStore } from './use-form-store';
import { withEngineWidgetProps } from './widget-props';
import classes from './SchemaForm.module.css';

/** Every field reads the form's store (store-field.tsx); objects honour `ui:widget` (ObjectField.tsx). */
const FIELDS = { ObjectField, SchemaField: StoreField };

export type { LoadedForm, SchemaFormProps } from './schema-form-props';

/**
 * The form for one declaration, drawn whole once the widgets it names have arrived (a loader until then). Its data
 * lives in its store (store.ts); the caller hears about it through onChange and onSubmit.
 */
export function SchemaForm<T extends Record<string, unknown>>(props: SchemaFormProps<T>) {
  // every fetched-on-use widget the ui schema names, or the schema's shapes (or declared tabs) call for, and the rules
  // too when the form names any (form-ready.ts)
  const { widgets, rules } = formWaits(props.form.declaration, useEngine());
  return (
    <Arrived pending={widgets} fallback={FORM_LOADING}>
      <Arrived pending={rules} fallback={FORM_LOADING}>
        <LoadedSchemaForm {...props} />
      </Arrived>
    </Arrived>
  );
}

const FORM_LOADING = (
  <Center py="xl">
    <Loader size="sm" role="status" aria-label="Loading form" />
  </Center>
);

function LoadedSchemaForm<T extends Record<string, unknown>>(props: SchemaFormProps<T>) {
  const { form, onSubmit, readOnly, disabled, actions, related } = props;
  const { declaration } = form;
  const engine = useEngine();
  const { store, validator } = useFormStore(props, engine);
  const ui = useSyncExternalStore(store.subscribeForm, () => store.ui);
  const uiSchema = useMemo(() => applyFieldUi(declaration.ui, ui), [declaration.ui, ui]);
  const widgets = useMemo(() => withEngineWidgetProps(withTheme(engine.widgets)), [engine.widgets]);
  // RJSF's Form keeps the data it opened with: the fields read the store, and every change goes there.
  const [opened] = useState(() => store.data);
  const [busy, setBusy] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  // Widgets read the data around the form too (the rows a dialog's table already holds), through a stable getter.
  const relatedNow = useRef(related);
  useEffect(() => {
    relatedNow.current = related;
  }, [related]);
  // Stable for the form's life: RJSF hands it to every field.
  const formContext = useMemo(
    () => ({
      store,
      get related() {
        return relatedNow.current;
      },
      get formData() {
        return store.data;
      },
      subscribe: store.subscribeForm,
      call: engine.call,
      upload: engine.upload,
      fetchDocument: engine.fetchDocument,
      setField: (name: string, value: unknown) => store.set([name], value),
    }),
    [engine, store],
  );

  const handleSubmit = async () => {
    const messages = store.submit();
    if (messages.size > 0) {
      if (declaration.invalidMessage)
        notifications.show({ color: 'red', message: declaration.invalidMessage, autoClose: 3000 });
      const first = [...messages.keys()][0];
      container.current?.querySelector<HTMLElement>(`#${fieldId(first ? first.split('.') : [])}`)?.focus();
      return;
    }
    setBusy(true);
    // A rejected submit keeps the form as it is; the caller has shown why.
    await Promise.resolve(onSubmit?.(store.data)).catch(() => undefined);
    setBusy(false);
  };
  // RJSF's handlers stay the same functions, and the latest submit is the one called.
  const submitLatest = useRef(handleSubmit);
  useLayoutEffect(() => {
    submitLatest.current = handleSubmit;
  });
  const handlers = useMemo(() => ({ onBlur: store.touch, onSubmit: () => void submitLatest.current() }), [store]);
  const label = props.submitLabel ?? declaration.submitLabel ?? 'Submit';
  const anyStore = store as never;
  const footer = useMemo(
    () =>
      readOnly ? (
        <></>
      ) : (
        <SubmitBar
          store={anyStore}
          label={label}
          actions={actions}
          busy={busy}
          disabled={disabled}
          onlyValid={declaration.submitOnlyValid}
        />
      ),
    [readOnly, anyStore, label, actions, busy, disabled, declaration.submitOnlyValid],
  );
  return (
    <div ref={container} className={classes.form}>
      <Form
        schema={declaration.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={opened}
        validator={validator}
        widgets={widgets}
        templates={THEME_TEMPLATES}
        fields={FIELDS}
        formContext={formContext}
        experimental_defaultFormStateBehavior={DEFAULTS}
        noValidate
        noHtml5Validate
        showErrorList={false}
        readonly={readOnly}
        disabled={disabled || busy}
        {...handlers}
      >
        {footer}
      </Form>
    </div>
  );
}
