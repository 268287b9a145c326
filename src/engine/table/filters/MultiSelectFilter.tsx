// A declared `multi-select` filter: any number of values.
import { MultiSelect } from '@mantine/core';
import type { FilterProps } from './filter-props';

/** Mantine's MultiSelect over the filter's options (else the values the rows hold), clearable. */
export default function MultiSelectFilter({ filter, value, onChange, choices }: FilterProps) {
  return (
    <MultiSelect
      aria-label={filter.label}
      placeholder={filter.label}
      data={filter.options ?? choices ?? []}
      value={(value as string[]) ?? []}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${filter.label}` }}
    />
  );
}
