// The Mantine text input of @rjsf/mantine, with our declared input transforms and typing kept inside the field.
import { Templates } from '@rjsf/mantine';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useFieldDraft } from './field-draft';
import { transformInput, type TransformOptions } from './transforms';

const MantineBaseInput = Templates.BaseInputTemplate!;

/** `ui:options` keys the engine reads itself; Mantine must not receive them as input props. */
const ENGINE_OPTIONS = ['transform', 'truncate', 'review', 'requiredByRule', 'resets', 'blockCopyPaste'];

/** Stops a clipboard event bubbling up from the input, so nothing is copied, cut or pasted. */
const block = (event: ClipboardEvent) => event.preventDefault();

/**
 * Reads `ui:options.transform` and `ui:options.truncate` (see transforms.ts); otherwise the theme's input. A keystroke
 * re-renders this field alone (field-draft.ts); the form settles the value when typing pauses, the field is left or
 * Enter submits the form.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { onChange, onBlur, options } = props;
  const { transform, truncate, emptyValue, blockCopyPaste } = options as TransformOptions & {
    emptyValue?: unknown;
    /** Copy, cut and paste refused (the account number fields, spec 2 section 5.4); off by default. */
    blockCopyPaste?: boolean;
  };
  const draft = useFieldDraft<unknown>(props.value, onChange);
  const { change, flush } = draft;
  const handleChange = useCallback(
    (value: unknown) => {
      if (typeof value !== 'string') return change(value);
      const next = transformInput(value, { transform, truncate });
      change(next === '' ? emptyValue : next);
    },
    [change, transform, truncate, emptyValue],
  );
  const handleBlur = useCallback(
    (id: string, value: unknown) => {
      flush();
      onBlur(id, value);
    },
    [flush, onBlur],
  );
  const handleKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter') flush();
    },
    [flush],
  );
  const cleaned = Object.fromEntries(Object.entries(options).filter(([key]) => !ENGINE_OPTIONS.includes(key)));
  return (
    <div
      onKeyDown={handleKeyDown}
      onCopy={blockCopyPaste ? block : undefined}
      onCut={blockCopyPaste ? block : undefined}
      onPaste={blockCopyPaste ? block : undefined}
    >
      <MantineBaseInput
        {...props}
        value={draft.value}
        onChange={change}
        onBlur={handleBlur}
        required={props.required || options.requiredByRule === true}
        options={cleaned}
        onChangeOverride={handleChange}
      />
    </div>
  );
}
