// A select (or multi-select) whose options come from a named API action, e.g. the industry or active-role list.
import { Radio, Stack, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { errorOf, formContextOf } from '../widget-props';
import { message } from '../../engine/core/message';
import { deferred } from '../../engine/form/speed/deferred';
import { LightSelect, useWoken, WokenSelect } from '../../engine/form/speed/light-select';

/** Mantine's choices, fetched on the field's first press, focus or key (the closed field is drawn without them). */
const Select = deferred<SelectProps>(() => import('./mantine-choices'), 'Select');
const MultiSelect = deferred<MultiSelectProps>(() => import('./mantine-choices'), 'MultiSelect');

/** Fetches Mantine's choices now: for tests and views that must draw the open select at once. */
export const preloadChoices = () => Promise.all([Select.preload(), MultiSelect.preload()]);

/** An option as list actions return them. */
export interface RemoteOption {
  label: string;
  value: string | number;
  [extra: string]: unknown;
}

interface Options {
  /** Name of the action that lists the options (required). */
  source?: string;
  /** Several values (an array) instead of one; false by default. */
  multiple?: boolean;
  /** Other fields to fill from the chosen option: { field: optionKey }; none by default. */
  fill?: Record<string, string>;
  /** Choose the first option once the options arrive, when none is chosen (the first offline partner); false by default. */
  preselectFirst?: boolean;
  /** One value chosen among radio buttons, all shown at once (a few options: the active partners); false by default. */
  radio?: boolean;
}

type Call = (action: string) => Promise<unknown>;

/**
 * Loads the options once, keeps the value's type (number or string) and can fill sibling fields; drawn closed until
 * its first press, focus or key.
 */
export function RemoteSelectWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus, schema } = props;
  const { source, multiple, fill, radio } = props.options as Options;
  const context = formContextOf(props);
  const call = context.call as Call | undefined;
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [loadError, setLoadError] = useState<string>();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    if (!source || !call) return;
    call(source)
      .then((list) => {
        if (!live) return;
        // An answer that is not a list of options is a broken source: said, not drawn.
        if (Array.isArray(list)) setOptions(list as RemoteOption[]);
        else setLoadError(message('common.somethingWentWrong'));
      })
      .catch((error: Error) => live && setLoadError(error.message || message('common.somethingWentWrong')))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [source, call]);
  const { preselectFirst } = props.options as Options;
  useEffect(() => {
    const first = options[0];
    if (!preselectFirst || !first || (value !== undefined && value !== null && value !== '')) return;
    onChange(first.value);
    for (const [field, key] of Object.entries(fill ?? {})) context.setField?.(field, first[key]);
    // Once, when the options arrive: a later change of value or fill must not choose again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, preselectFirst]);
  const numeric = (multiple ? (schema.items as { type?: string })?.type : schema.type) === 'integer';
  const toValue = (text: string) => (numeric ? Number(text) : text);
  const data = options.map((option) => ({ label: option.label, value: String(option.value) }));
  const error = errorOf(props, loadError);
  const { woken, wake } = useWoken(multiple ? MultiSelect : Select);
  const placeholder = loading ? 'Loading...' : undefined;
  const choose = (next: string | null) => {
    onChange(next === null ? undefined : toValue(next));
    const chosen = options.find((option) => String(option.value) === next);
    for (const [field, key] of Object.entries(fill ?? {})) context.setField?.(field, chosen?.[key]);
  };
  if (radio)
    return (
      <Radio.Group
        id={id}
        label={label}
        required={required}
        error={error}
        value={value == null ? null : String(value)}
        onChange={choose}
      >
        <Stack gap="xs" mt="xs">
          {data.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} disabled={disabled || readonly} />
          ))}
        </Stack>
      </Radio.Group>
    );
  if (!woken) {
    const chosen = [value ?? []].flat().map(String);
    return (
      <LightSelect
        id={id}
        label={label}
        required={required}
        disabled={disabled || readonly}
        error={error}
        placeholder={placeholder}
        text={data
          .filter((option) => chosen.includes(option.value))
          .map((option) => option.label)
          .join(', ')}
        onWake={wake}
      />
    );
  }
  const common = {
    id,
    label,
    required,
    data,
    error,
    searchable: true,
    nothingFoundMessage: message('common.noRecord'),
    disabled: disabled || readonly,
    placeholder,
    autoFocus: woken.byUser,
    defaultDropdownOpened: woken.open,
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
  const real = multiple ? (
    <MultiSelect
      {...common}
      value={((value as unknown[]) ?? []).map(String)}
      onChange={(next) => onChange(next.map(toValue))}
    />
  ) : (
    <Select {...common} value={value === undefined || value === null ? null : String(value)} onChange={choose} />
  );
  return woken.byUser ? (
    <WokenSelect id={id} keys={woken.keys}>
      {real}
    </WokenSelect>
  ) : (
    real
  );
}
