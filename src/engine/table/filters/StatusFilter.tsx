// A declared `status` filter: one segment per value with its number of rows ("Pending (12)"), and All.
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { FilterProps } from './filter-props';

/** The value of the All segment: no filter. */
const ALL = '';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Mantine's SegmentedControl (radio buttons for the keyboard and screen readers), labelled with the counts. */
export default function StatusFilter({ filter, value, onChange, counts }: FilterProps) {
  const labelId = useId();
  const values = counts?.values ?? {};
  const options = filter.options ?? Object.keys(values).map((key) => ({ value: key, label: capitalised(key) }));
  return (
    <Stack gap={2}>
      <Text id={labelId} size="sm" fw={500}>
        {filter.label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={typeof value === 'string' ? value : ALL}
        onChange={(chosen) => onChange(chosen === ALL ? null : chosen)}
        data={[
          { value: ALL, label: `All (${counts?.all ?? 0})` },
          ...options.map((option) => ({
            value: option.value,
            label: `${option.label} (${values[option.value] ?? 0})`,
          })),
        ]}
      />
    </Stack>
  );
}
