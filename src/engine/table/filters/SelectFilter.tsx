// A declared `select` filter: one value or none.
import { Select } from '@mantine/core';
import type { FilterProps } from './filter-props';

/** Mantine's Select over the filter's options (else the values the rows hold), clearable. */
export default function SelectFilter({ filter, value, onChange, choices }: FilterProps) {
  return (
    <Select
      aria-label={filter.label}
      placeholder={filter.label}
      data={filter.options ?? choices ?? []}
      value={(value as string) ?? null}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${filter.label}` }}
    />
  );
}
