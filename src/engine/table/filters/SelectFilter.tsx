// A declared `select` filter: one value or none, from its options, its options source, or the values the rows hold.
import { Select } from '@mantine/core';
import useSWR from 'swr';
import { forConsole } from '../../core/audience';
import { useEngine } from '../../EngineContext';
import type { FilterProps } from './filter-props';

type Option = { label: string; value: string };

/** Mantine's Select over the filter's options (else those its `optionsSource` answers, else the rows'), clearable. */
export default function SelectFilter({ filter, value, onChange, choices }: FilterProps) {
  const engine = useEngine();
  const source = forConsole(filter.optionsSource, engine.context);
  // Mantine's Select takes text values only: a source's numeric value (an id) is offered as its text.
  const asked = useSWR(source ? ['filter-options', source] : null, async () =>
    ((await engine.call(source!)) as Option[]).map((option) => ({ ...option, value: String(option.value) })),
  );
  return (
    <Select
      aria-label={filter.label}
      placeholder={filter.label}
      data={filter.options ?? (source ? asked.data : choices) ?? []}
      value={(value as string) ?? null}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${filter.label}` }}
    />
  );
}
