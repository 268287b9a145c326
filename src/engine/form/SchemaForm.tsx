// Renders a declared form: RJSF on Mantine, precompiled validation, messages once touched or submitted, rules applied.
import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { BundledForm, ValidatorFunctions } from '../core/declarations';
import { applyRules, type FieldUi } from '../core/rules';
import { useEngine } from '../EngineContext';
import { ObjectField } from './ObjectField';
import { fieldId, messagesByPath, toErrorSchema, type AjvError } from './error-schema';
import { FormMessages } from './form-messages';
import { formWaits } from './form-ready';
import { Pending } from './pending';
import { requiredByRuleMessages } from '../core/required-by-rule';
import { useWaitFor } from '../wait-for';
import { resetsOf } from './resets';
import { useShownMessages } from './shown-messages';
import { declaredDefaults } from './revealed-defaults';
import { DEFAULTS, settleData } from './settle';
import { withEngineWidgetProps } from './widget-props';
import { useSteadyWhilePressed } from './steady-while-pressed';
import { THEME_TEMPLATES, withTheme } from './theme';
import { applyFieldUi, mergeFieldUi } from './ui-schema';
import classes from './SchemaForm.module.css';

const FIELDS = { ObjectField };

/** Schema keywords by which what RJSF draws depends on the data: such a form's typing always goes through RJSF. */
const CONDITIONAL = /"(if|dependencies|dependentSchemas|oneOf|anyOf|allOf)":/;

/** A declared form as the declarations plugin serves it. */
export interface LoadedForm {
  declaration: BundledForm;
  validateFns: ValidatorFunctions;
}

/** Props of SchemaForm. */
export interface SchemaFormProps<T> {
  form: LoadedForm;
  /** Values to start from (a saved record or a draft). */
  initialData?: Partial<T>;
  /** Called with the settled data after every change. */
  onChange?: (data: T) => void;
  /** Called with valid data on submit; a rejected promise keeps the form as it is. */
  onSubmit?: (data: T) => void | Promise<void>;
  /** Every field shown and nothing editable; no submit button. Off by default. */
  readOnly?: boolean;
  /** Every field disabled (for example while saving). Off by default. */
  disabled?: boolean;
  /** Label of the submit button; the declaration's submitLabel, else 'Submit'. */
  submitLabel?: string;
  /** Extra buttons beside the submit button (Cancel, Back). */
  actions?: ReactNode;
  /** Presentation changes the screen makes to this form (a wizard variant hides or locks a field); rules win. */
  fieldUi?: Record<string, FieldUi>;
  /** Data around the form that its rules may read (`context.related`): a wizard's other steps, a list's entries. */
  related?: Record<string, unknown>;
  /** Hears whether every field is valid now (touched or not), each time that changes. */
  onValidity?: (valid: boolean) => void;
}

/**
 * The form for one declaration, drawn whole once the widgets it names have arrived (a loader until then). Its data
 * lives here; the caller hears about it through onChange and onSubmit.
 */
export function SchemaForm<T extends Record<string, unknown>>(props: SchemaFormProps<T>) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" role="status" aria-label="Loading form" />
        </Center>
      }
    >
      <WhenWidgetsReady declaration={props.form.declaration}>
        <LoadedSchemaForm {...props} />
      </WhenWidgetsReady>
    </Suspense>
  );
}

/**
 * Its children, once every fetched-on-use widget the ui schema names, or the schema's shapes (or declared tabs) call
 * for, has arrived, and the rules too when the form names any (form-ready.ts).
 */
function WhenWidgetsReady({ declaration, children }: { declaration: BundledForm; children: ReactNode }) {
  const { widgets, rules } = formWaits(declaration, useEngine());
  useWaitFor(widgets);
  useWaitFor(rules);
  return children;
}

function LoadedSchemaForm<T extends Record<string, unknown>>(props: SchemaFormProps<T>) {
  const { form, onChange, onSubmit, readOnly, disabled, actions, fieldUi, related, onValidity } = props;
  const { declaration } = form;
  const engine = useEngine();
  const context = useMemo(() => (related ? { ...engine.context, related } : engine.context), [engine.context, related]);
  const resets = useMemo(() => resetsOf(declaration.ui), [declaration.ui]);
  const widgets = useMemo(() => withEngineWidgetProps(withTheme(engine.widgets)), [engine.widgets]);
  const validator = useMemo(
    () => createPrecompiledValidator(form.validateFns as never, declaration.schema as RJSFSchema),
    [form.validateFns, declaration.schema],
  );
  const defaults = useMemo(
    () => declaredDefaults(validator, declaration.schema as RJSFSchema, DEFAULTS),
    [validator, declaration.schema],
  );
  // `previous` is the data and presentation shown before: resets and revealed defaults follow from what changed.
  const settle = useCallback(
    (data: T, previous: { data: Record<string, unknown>; ui: Record<string, FieldUi> } = { data: {}, ui: {} }) => {
      const run = (input: T) => {
        const result = applyRules(declaration.rules, engine.rules, input, context);
        return fieldUi ? { ...result, ui: mergeFieldUi(fieldUi, result.ui) } : result;
      };
      return settleData(data, previous, { run, resets, defaults });
    },
    [declaration.rules, engine.rules, context, fieldUi, defaults, resets],
  );
  const [ruled, setRuled] = useState(() => settle((props.initialData ?? {}) as T));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const heldId = useId();

  // Keyed by content: rules return a new object each run, but the ui only changes when a rule's answer does.
  const uiKey = JSON.stringify(ruled.ui);
  const uiSchema = useMemo(() => applyFieldUi(declaration.ui, JSON.parse(uiKey)), [declaration.ui, uiKey]);
  const tabbed = Boolean(declaration.ui && 'ui:tabs' in declaration.ui);
  const messages = useMemo(() => {
    const { errors } = validator.rawValidation(declaration.schema as RJSFSchema, ruled.data);
    const found = messagesByPath((errors ?? []) as AjvError[], {
      ...requiredByRuleMessages(declaration.schema, ruled.data, ruled.ui),
      ...ruled.errors,
    });
    // A hidden field cannot be filled in, so it never holds the form back.
    for (const [path, change] of Object.entries(ruled.ui)) if (change.hidden) found.delete(path);
    return found;
  }, [validator, declaration.schema, ruled]);
  // Keyed by content for the same reason: an unchanged set of messages must stay the same object. They reach the
  // fields around RJSF's Form (shown-messages.tsx). Held while a pointer is down: leaving a field by pressing a button
  // must not move the button (steady-while-pressed).
  const shownKey = useSteadyWhilePressed(JSON.stringify(toErrorSchema(messages, (id) => submitted || touched.has(id))));
  const shown = useShownMessages(useMemo(() => JSON.parse(shownKey), [shownKey]));
  // What RJSF is handed as formData. Handing RJSF back the data it already holds makes it rebuild its whole state,
  // so the prop changes only when RJSF must adopt something: a value the engine set (a rule, a widget's sibling
  // field), or any other prop change (RJSF then rebuilds from the formData prop: ui, busy, read-only).
  // The submit button is one of RJSF's children, so what it shows is such a prop change too.
  const held = ruled.holdSubmit;
  const submitDisabled = Boolean(disabled || held || (declaration.submitOnlyValid && messages.size > 0));
  const propsKey = JSON.stringify([uiKey, busy, disabled, readOnly, held, submitDisabled]);
  const [handed, setHanded] = useState({ data: ruled.data, propsKey });
  if (handed.propsKey !== propsKey) setHanded({ data: ruled.data, propsKey });

  // `pending` holds values RJSF has not taken yet: those widgets set on sibling fields, and typed values settled
  // without RJSF (`typed` below), each as the rules settled it. A change event RJSF computed before it took them
  // carries the older values, so they are laid over its events until RJSF holds them (`held`, what the root object
  // last drew: pending.ts), and not a moment longer, so the user's next change to that field through RJSF stands.
  const latest = useRef<{ data: T; ui: Record<string, FieldUi>; listeners: Set<() => void>; pending: Pending }>({
    data: ruled.data,
    ui: ruled.ui,
    listeners: new Set(),
    pending: new Pending(),
  });
  /**
   * Settles data from RJSF's change event, from the engine (a widget setting a sibling field), or typed into a field
   * and kept from RJSF. RJSF is handed the result when it did not produce it, unless it only lacks typed values.
   */
  const update = useCallback(
    (next: T, from: 'rjsf' | 'engine' | 'typed' = 'engine') => {
      const { pending } = latest.current;
      const merged = from === 'rjsf' ? pending.over(next) : next;
      const settled = settle(merged, latest.current);
      pending.settled(settled.data);
      latest.current.data = settled.data;
      latest.current.ui = settled.ui;
      setRuled(settled);
      if (from === 'engine' || JSON.stringify(settled.data) !== JSON.stringify(next))
        setHanded((current) => ({ ...current, data: settled.data }));
      latest.current.listeners.forEach((listener) => listener());
      onChange?.(settled.data);
    },
    [settle, onChange],
  );
  // A value typed into a top-level field of a form without conditional schemas need not pass through RJSF's change,
  // which computes the defaults of every field and draws the form again: the field shows it already, and the root
  // object lays it over what RJSF hands the fields until RJSF takes it (root-object.tsx).
  // Not in a tabbed form: a tab drawn again draws its fields from the elements of RJSF's last render, not the data.
  const keepsTyping = useMemo(
    () => !tabbed && !CONDITIONAL.test(JSON.stringify(declaration.schema)),
    [tabbed, declaration.schema],
  );
  const typed = useCallback(
    (path: (string | number)[], value: unknown) => {
      if (!keepsTyping || path.length !== 1) return false;
      const next = { ...latest.current.data, [path[0]]: value } as T;
      latest.current.pending.set(String(path[0]), value);
      update(next, 'typed');
      return true;
    },
    [keepsTyping, update],
  );
  useEffect(() => onValidity?.(messages.size === 0), [onValidity, messages]);
  // Widgets read the data around the form too (the rows a dialog's table already holds), through a stable getter.
  const relatedNow = useRef(related);
  useEffect(() => {
    relatedNow.current = related;
  }, [related]);
  // Stable for the form's life: RJSF compares it on every field, so a new object would re-render them all.
  const formContext = useMemo(
    () => ({
      get related() {
        return relatedNow.current;
      },
      get formData() {
        return latest.current.data;
      },
      subscribe: (listener: () => void) => {
        latest.current.listeners.add(listener);
        return () => latest.current.listeners.delete(listener);
      },
      shown,
      typed: {
        pending: () => latest.current.pending.values,
        held: (data: Record<string, unknown> | undefined) => latest.current.pending.held(data),
        settle: typed,
      },
      call: engine.call,
      upload: engine.upload,
      fetchDocument: engine.fetchDocument,
      setField: (name: string, value: unknown) => {
        latest.current.pending.set(name, value);
        update({ ...latest.current.data, [name]: value });
      },
    }),
    [engine, update, shown, typed],
  );

  const handleSubmit = async () => {
    setSubmitted(true);
    if (messages.size > 0) {
      if (declaration.invalidMessage)
        notifications.show({ color: 'red', message: declaration.invalidMessage, autoClose: 3000 });
      const first = [...messages.keys()][0];
      container.current?.querySelector<HTMLElement>(`#${fieldId(first ? first.split('.') : [])}`)?.focus();
      return;
    }
    setBusy(true);
    // A rejected submit keeps the form as it is; the caller has shown why.
    await Promise.resolve(onSubmit?.(ruled.data)).catch(() => undefined);
    setBusy(false);
  };

  // RJSF's handlers stay the same functions, and the latest submit is the one called.
  const submitLatest = useRef(handleSubmit);
  useLayoutEffect(() => {
    submitLatest.current = handleSubmit;
  });
  const handlers = useMemo(
    () => ({
      onChange: (event: IChangeEvent<T>) => update(event.formData as T, 'rjsf'),
      onBlur: (id: string) => setTouched((seen) => (seen.has(id) ? seen : new Set(seen).add(id))),
      onSubmit: () => void submitLatest.current(),
    }),
    [update],
  );
  const submitLabel = props.submitLabel ?? declaration.submitLabel ?? 'Submit';
  // Drawn again only when something RJSF is handed changes: a settle or a message changes none of it, and RJSF
  // compares all its props deeply on every render it is given.
  const drawn = useMemo(
    () => (
      <Form
        schema={declaration.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={handed.data}
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
        {readOnly ? (
          <></>
        ) : (
          <Group justify="flex-end" mt="md">
            {held ? (
              <Text id={heldId} size="sm" c="dimmed">
                {held}
              </Text>
            ) : null}
            {actions}
            <Button type="submit" loading={busy} disabled={submitDisabled} aria-describedby={held ? heldId : undefined}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Form>
    ),
    [
      declaration.schema,
      uiSchema,
      handed.data,
      validator,
      widgets,
      formContext,
      readOnly,
      disabled,
      busy,
      handlers,
      held,
      heldId,
      actions,
      submitDisabled,
      submitLabel,
    ],
  );
  // Only tabbed forms read the messages (a tab's Next): a provider elsewhere would make every settle search the
  // whole field tree for readers.
  return (
    <div ref={container} className={classes.form}>
      {tabbed ? <FormMessages.Provider value={messages}>{drawn}</FormMessages.Provider> : drawn}
    </div>
  );
}
