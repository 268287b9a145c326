// Spec 1 sections 4.1, 5 and 9: an Indian mobile number, ten digits after a fixed +91; whether it starts 6 to 9 is the schema's pattern.
import { Text, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { emptyOf, inputPropsOf } from '../widget-props';

/** `ui:options` the mobile widget reads. */
export interface MobileOptions {
  /** Country prefix shown before the number and stripped from a pasted number; default '+91' (spec 1 section 9). */
  prefix?: string;
}

const DIGITS = 10;

/** `ui:widget: mobile`: keeps only digits, at most ten, behind a fixed country prefix. */
export function MobileWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const { prefix = '+91' } = props.options as MobileOptions;

  return (
    <TextInput
      {...inputPropsOf(props)}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      leftSection={
        <Text size="sm" c="dimmed">
          {prefix}
        </Text>
      }
      leftSectionWidth={prefix.length * 9 + 16}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        const typed = event.currentTarget.value.trim();
        const local = typed.startsWith(prefix) ? typed.slice(prefix.length) : typed;
        const digits = local.replace(/\D/g, '').slice(0, DIGITS);
        onChange(digits === '' ? emptyOf(props) : digits);
      }}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
