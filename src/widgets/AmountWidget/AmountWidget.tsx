// Spec 2 section 2.2: money typed with Indian thousand separators and a rupee sign, kept as a plain number.
import { NumberInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { emptyOf, inputPropsOf } from '../widget-props';

/** `ui:options` the amount widget reads. */
export interface AmountOptions {
  /** Currency sign shown before the amount; default '₹'. */
  currencySymbol?: string;
}

/** The number a NumberInput value stands for; undefined when empty or not a number. */
function toNumber(draft: number | string): number | undefined {
  if (typeof draft === 'number') return draft;
  const parsed = Number(draft);
  return draft.trim() === '' || !Number.isFinite(parsed) ? undefined : parsed;
}

/** `ui:widget: amount`: a non-negative amount with two decimals, grouped 1,00,000 style; the value is a number. */
export function AmountWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const { currencySymbol = '₹' } = props.options as AmountOptions;
  const amount = typeof value === 'number' ? value : undefined;
  // NumberInput reports a half-typed '12.' as a string; keep it as typed while the form holds 12, so the dot stays.
  const [draft, setDraft] = useState<{ text: number | string; amount?: number }>({ text: amount ?? '', amount });
  if (draft.amount !== amount) setDraft({ text: amount ?? '', amount });

  return (
    <NumberInput
      {...inputPropsOf(props)}
      value={draft.text}
      prefix={`${currencySymbol} `}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      decimalScale={2}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      onChange={(text) => {
        const next = toNumber(text);
        setDraft({ text, amount: next });
        onChange(next ?? emptyOf(props));
      }}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
