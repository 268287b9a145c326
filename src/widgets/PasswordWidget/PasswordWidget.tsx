// Spec 1 sections 5 and 9: a password field that takes at most 25 characters, refuses copy and paste, and can show its text.
import { PasswordInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type ClipboardEvent } from 'react';
import { emptyOf, inputPropsOf } from '../widget-props';

/** `ui:options` the password widget reads. */
export interface PasswordOptions {
  /** Most characters the input takes; default 25 (spec 1 section 9). */
  maxLength?: number;
  /** Whether copy, cut and paste are refused; default true (spec 1 section 5). */
  blockCopyPaste?: boolean;
  /** The browser's autocomplete hint (`ui:autocomplete`); default 'current-password'. */
  autocomplete?: string;
}

const refuse = (event: ClipboardEvent) => event.preventDefault();

/** `ui:widget: password`: Mantine's PasswordInput with a length cap, copy and paste blocked, and a named show/hide toggle. */
export function PasswordWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const { maxLength = 25, blockCopyPaste = true, autocomplete = 'current-password' } = props.options as PasswordOptions;
  const [visible, setVisible] = useState(false);
  const block = blockCopyPaste ? refuse : undefined;

  return (
    <PasswordInput
      {...inputPropsOf(props)}
      autoComplete={autocomplete}
      maxLength={maxLength}
      value={typeof value === 'string' ? value : ''}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide password' : 'Show password' }}
      onCopy={block}
      onCut={block}
      onPaste={block}
      onChange={(event) => {
        const next = event.currentTarget.value.slice(0, maxLength);
        onChange(next === '' ? emptyOf(props) : next);
      }}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
