// The Mantine text input of @rjsf/mantine with our declared input transforms applied to every keystroke.
import { Templates } from '@rjsf/mantine';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, type ClipboardEvent } from 'react';
import { transformInput, type TransformOptions } from './transforms';

const MantineBaseInput = Templates.BaseInputTemplate!;

/** `ui:options` keys the engine reads itself; Mantine must not receive them as input props. */
const ENGINE_OPTIONS = ['transform', 'truncate', 'review', 'requiredByRule', 'resets', 'blockCopyPaste'];

/** Stops a clipboard event bubbling up from the input, so nothing is copied, cut or pasted. */
const block = (event: ClipboardEvent) => event.preventDefault();

/** Reads `ui:options.transform` and `ui:options.truncate` (see transforms.ts); otherwise the theme's input. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { onChange, options } = props;
  const { transform, truncate, emptyValue, blockCopyPaste } = options as TransformOptions & {
    emptyValue?: unknown;
    /** Copy, cut and paste refused (the account number fields, spec 2 section 5.4); off by default. */
    blockCopyPaste?: boolean;
  };
  const handleChange = useCallback(
    (value: unknown) => {
      if (typeof value !== 'string') return onChange(value);
      const next = transformInput(value, { transform, truncate });
      onChange(next === '' ? emptyValue : next);
    },
    [onChange, transform, truncate, emptyValue],
  );
  const cleaned = Object.fromEntries(Object.entries(options).filter(([key]) => !ENGINE_OPTIONS.includes(key)));
  const input = (
    <MantineBaseInput
      {...props}
      required={props.required || options.requiredByRule === true}
      options={cleaned}
      onChangeOverride={transform || truncate ? handleChange : undefined}
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
