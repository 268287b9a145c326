// The Mantine inputs of @rjsf/mantine, with our declared input transforms and typing kept inside the field.
import { cleanupOptions } from '@rjsf/mantine/lib/utils.js';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useSyncExternalStore, type ClipboardEvent, type KeyboardEvent } from 'react';
import { deferred } from './speed/deferred';
import { DraftTextInput } from './speed/DraftTextInput';
import { storeOf } from './store-field';
import { transformInput, type TransformOptions } from './transforms';

/** `ui:options` keys the engine reads itself; Mantine must not receive them as input props. */
const ENGINE_OPTIONS = ['transform', 'truncate', 'review', 'requiredByRule', 'resets', 'blockCopyPaste'];
/** The options without the engine's keys; the theme removes RJSF's own keys itself (cleanupOptions). */
const withoutEngineKeys = (options: BaseInputTemplateProps['options']) =>
  Object.fromEntries(Object.entries(options).filter(([key]) => !ENGINE_OPTIONS.includes(key)));

/** Stops a clipboard event bubbling up from the input, so nothing is copied, cut or pasted. */
const block = (event: ClipboardEvent) => event.preventDefault();

/** The theme's own input, used for numbers (Mantine's NumberInput, react-number-format): fetched for forms that have one. */
export const MantineNumberInput = deferred<BaseInputTemplateProps>(
  () =>
    import('@rjsf/mantine/lib/templates/BaseInputTemplate.js').then((module) => ({
      MantineNumberInput: module.default,
    })),
  'MantineNumberInput',
);

const NOTHING = () => () => undefined;

/**
 * The number input: controlled, as Mantine's NumberInput formats as it goes, but held by the form's store like the
 * text input (a keystroke draws this field alone) and settled the same way.
 */
function DraftNumberInput(props: BaseInputTemplateProps) {
  const { onChange, onBlur, id } = props;
  const store = storeOf(props.registry);
  const key = store?.keyForId(id);
  const held = store && key !== undefined;
  const subscribe = useCallback(
    (listener: () => void) => (held ? store.subscribe(key, listener) : NOTHING()),
    [held, store, key],
  );
  const draft = useSyncExternalStore(subscribe, () => (held ? store.draftAt(key) : undefined));
  const change = useCallback(
    (value: unknown) => (held ? store.type(key, value) : onChange(value)),
    [held, store, key, onChange],
  );
  const handleBlur = useCallback(
    (blurred: string, value: unknown) => {
      store?.flush();
      onBlur(blurred, value);
    },
    [store, onBlur],
  );
  const settleOnEnter = useCallback((event: KeyboardEvent) => event.key === 'Enter' && store?.flush(), [store]);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it hears Enter bubbling from the input inside.
    <div onKeyDown={settleOnEnter}>
      <MantineNumberInput {...props} value={draft ? draft.value : props.value} onChange={change} onBlur={handleBlur} />
    </div>
  );
}

/**
 * Reads `ui:options.transform` and `ui:options.truncate` (see transforms.ts). A keystroke re-renders nothing but its
 * own field; the form settles the value when typing pauses, the field is left or Enter submits (store.ts).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { schema, type, options } = props;
  const { transform, truncate, emptyValue, blockCopyPaste } = options as TransformOptions & {
    emptyValue?: unknown;
    /** Copy, cut and paste refused (the account number fields, spec 2 section 5.4); off by default. */
    blockCopyPaste?: boolean;
  };
  const toValue = useCallback(
    (typed: string) => {
      const next = transformInput(typed, { transform, truncate });
      return next === '' ? emptyValue : next;
    },
    [transform, truncate, emptyValue],
  );
  const required = props.required || options.requiredByRule === true;
  // As getInputProps decides, without its locale lookup (costly, and the theme's input makes it again).
  const kind = options.inputType ?? type ?? (schema.type === 'number' || schema.type === 'integer' ? 'number' : 'text');
  const numeric = kind === 'number' || kind === 'integer';
  const engineFree = withoutEngineKeys(options);
  // RJSF's '' when none is declared: no placeholder at all (see widget-props.tsx).
  const placeholder = props.placeholder || undefined;
  const input = numeric ? (
    <DraftNumberInput {...props} required={required} placeholder={placeholder} options={engineFree} />
  ) : (
    <DraftTextInput
      {...props}
      required={required}
      placeholder={placeholder}
      toValue={toValue}
      themeProps={cleanupOptions(engineFree) as Record<string, unknown>}
    />
  );
  return blockCopyPaste ? (
    <div onCopy={block} onCut={block} onPaste={block}>
      {input}
    </div>
  ) : (
    input
  );
}
