// Spec 2 section 2.2: lists picked with search (industry, allowed currencies), from the schema's enum or oneOf items.
import { MultiSelect } from '@mantine/core';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { inputPropsOf } from '../widget-props';

/** `ui:options` the multi-select widget reads besides the `enumOptions` RJSF builds from the schema. */
export interface MultiSelectOptions {
  /** Option values listed but not pickable (`ui:enumDisabled`); default none. */
  enumDisabled?: unknown[];
}

/** `ui:widget: multi-select`: a searchable MultiSelect over `enumOptions`; the value is the array of picked values. */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, placeholder, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const { enumDisabled = [] } = options as MultiSelectOptions;
  // Mantine takes string values only, so options travel as their index and turn back into values on change.
  const data = enumOptions.map((option, index) => ({
    value: String(index),
    label: option.label,
    disabled: enumDisabled.includes(option.value),
  }));
  const picked = (enumOptionsIndexForValue(Array.isArray(value) ? value : [], enumOptions, true) ?? []) as string[];

  return (
    <MultiSelect
      {...inputPropsOf(props)}
      placeholder={picked.length === 0 ? placeholder : undefined}
      data={data}
      value={picked}
      searchable
      clearable={!readonly}
      nothingFoundMessage="Nothing found"
      onChange={(indexes) => {
        // Mantine still submits a click on an option or a pill's remove button of a locked field; ignore it.
        if (!disabled && !readonly) onChange(enumOptionsValueForIndex(indexes, enumOptions) ?? []);
      }}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
