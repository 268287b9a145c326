// Spec 2 sections 2.4 and 3: a PAN is typed upper-case and kept out of sight (all but its last four characters) unless asked for.
import { ActionIcon, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { EyeIcon } from '../EyeIcon';
import { emptyOf, inputPropsOf } from '../widget-props';

const PAN_LENGTH = 10;

/** The PAN as shown at rest: every character but the last four replaced by X. */
function maskPan(pan: string): string {
  return 'X'.repeat(Math.max(0, pan.length - 4)) + pan.slice(-4);
}

/** `ui:widget: pan`: an upper-cased ten-character input, masked unless focused or revealed with the eye button. */
export function PanWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled } = props;
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const pan = typeof value === 'string' ? value : '';

  return (
    <TextInput
      {...inputPropsOf(props)}
      value={focused || revealed ? pan : maskPan(pan)}
      maxLength={PAN_LENGTH}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => {
        const next = event.currentTarget.value.toUpperCase().slice(0, PAN_LENGTH);
        onChange(next === '' ? emptyOf(props) : next);
      }}
      onFocus={() => {
        setFocused(true);
        onFocus(id, value);
      }}
      onBlur={() => {
        setFocused(false);
        onBlur(id, value);
      }}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={revealed ? 'Hide PAN' : 'Show PAN'}
          aria-pressed={revealed}
          aria-controls={id}
          disabled={disabled}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <EyeIcon crossed={revealed} />
        </ActionIcon>
      }
    />
  );
}
