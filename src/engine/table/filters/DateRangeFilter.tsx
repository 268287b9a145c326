// A declared `date-range` filter: from and to, either open. The calendar (Mantine's dates, about 13 KiB) loads when
// the filter is first used, not with the table: until then a field shows the range the filter holds.
import { TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useState, type KeyboardEvent } from 'react';
import { lazyComponent } from '../../arrival';
import { datePresets } from '../date-presets';
import type { FilterProps } from './filter-props';

type Range = [string | null, string | null];

const loadPicker = () => import('./DateRangePicker');
const DateRangePicker = lazyComponent(loadPicker);

const shown = (day: string | null) => (day ? dayjs(day).format('DD/MM/YYYY') : '');

/** The range as text, DD/MM/YYYY – DD/MM/YYYY; empty when the filter is open. */
const rangeText = ([from, to]: Range) => (from || to ? `${shown(from)} – ${shown(to)}` : '');

/** The field, then (after a click, Enter, Space or Arrow Down) the calendar, opened where the field was. */
export default function DateRangeFilter({ filter, value, onChange }: FilterProps) {
  const [active, setActive] = useState(false);
  const range = (value as Range | undefined) ?? [null, null];
  const field = (
    <TextInput
      label={filter.label}
      value={rangeText(range)}
      readOnly
      placeholder="DD/MM/YYYY – DD/MM/YYYY"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onClick={() => setActive(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          setActive(true);
        }
      }}
    />
  );
  if (!active) return field;
  return (
    <DateRangePicker
      fallback={field}
      label={filter.label}
      value={range}
      onChange={onChange}
      presets={datePresets(filter)}
    />
  );
}
