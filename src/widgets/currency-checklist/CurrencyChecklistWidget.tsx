// Spec 2 sections 2.7 and 5.6: the Add Virtual Account list: currencies with their flags and checkboxes, searched by
// code; those the client already has are checked and disabled; some (INR, ARS) are never offered.
import { Checkbox, Input, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useFocusWithin } from '@mantine/hooks';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { flagOf as flag } from '../../engine/core/flag';
import { message } from '../../engine/core/message';
import { errorOf, formContextOf } from '../widget-props';

/** `ui:options` the checklist reads. */
export interface CurrencyChecklistOptions {
  /** Action answering the currencies offered, each `{ currency, countryCode, countryName }` (required). */
  source?: string;
  /** Codes never offered; default none. */
  exclude?: string[];
}

interface Currency {
  currency: string;
  countryCode?: string;
  countryName?: string;
}

/**
 * `ui:widget: currency-checklist`: the value is the list of newly chosen codes. The codes the form's table already
 * holds (`related.items`, the client's accounts) show checked and disabled.
 */
export function CurrencyChecklistWidget(props: WidgetProps) {
  const { id, value, onChange, onFocus, onBlur, disabled, readonly, label, required } = props;
  const { ref } = useFocusWithin({ onFocus: () => onFocus(id, value), onBlur: () => onBlur(id, value) });
  const { source = '', exclude = [] } = props.options as CurrencyChecklistOptions;
  const context = formContextOf(props);
  const [currencies, setCurrencies] = useState<Currency[]>();
  // The list call's own words ('Error while fetching account details'), else the generic ones.
  const [failed, setFailed] = useState<string>();
  const [search, setSearch] = useState('');
  useEffect(() => {
    let live = true;
    Promise.resolve(context.call?.(source, {}))
      .then((answer) => live && setCurrencies(Array.isArray(answer) ? (answer as Currency[]) : []))
      .catch((error: Error) => live && setFailed(error.message || message('common.somethingWentWrong')));
    return () => {
      live = false;
    };
  }, [context, source]);
  const held = new Set(
    ((context.related?.items as Record<string, unknown>[] | undefined) ?? []).map((item) => String(item.currency)),
  );
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const shown = (currencies ?? []).filter(
    (item) => !exclude.includes(item.currency) && item.currency.toUpperCase().includes(search.trim().toUpperCase()),
  );
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...chosen, code] : chosen.filter((other) => other !== code));

  return (
    <Input.Wrapper
      label={label}
      required={required}
      labelProps={{ id: `${id}-label`, htmlFor: undefined }}
      error={errorOf(props, failed)}
    >
      <Stack gap="xs" ref={ref} id={id} role="group" aria-labelledby={`${id}-label`}>
        <TextInput
          aria-label="Search Currency"
          placeholder="Search Currency"
          value={search}
          disabled={disabled}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {currencies === undefined && !failed ? <Loader size="sm" aria-label="Loading currencies" /> : null}
        <ScrollArea.Autosize mah={260} type="auto">
          <Stack gap={6}>
            {shown.map((item) => {
              const has = held.has(item.currency);
              return (
                <Checkbox
                  key={item.currency}
                  label={`${flag(item.countryCode)} ${item.currency}${item.countryName ? ` - ${item.countryName}` : ''}`.trim()}
                  checked={has || chosen.includes(item.currency)}
                  disabled={has || disabled}
                  onChange={(event) => {
                    if (!readonly) toggle(item.currency, event.currentTarget.checked);
                  }}
                />
              );
            })}
            {currencies && shown.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing found
              </Text>
            ) : null}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Input.Wrapper>
  );
}
