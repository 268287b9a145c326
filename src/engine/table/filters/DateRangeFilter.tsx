// A declared `date-range` filter: from and to, either open.
import { DatePickerInput } from '@mantine/dates';
import type { FilterProps } from './filter-props';

/** Mantine's range date picker, dates shown DD/MM/YYYY, clearable. */
export default function DateRangeFilter({ filter, value, onChange }: FilterProps) {
  return (
    <DatePickerInput
      type="range"
      label={filter.label}
      valueFormat="DD/MM/YYYY"
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${filter.label}` }}
      value={(value as [string | null, string | null]) ?? [null, null]}
      onChange={(range) => onChange(range as [string | null, string | null])}
    />
  );
}
