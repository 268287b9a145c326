// The date-range filter's calendar: Mantine's range picker, dates DD/MM/YYYY, clearable, opened as it appears, with the
// filter's presets beside it.
import { EnGbDates } from '../../dates';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useEffect, useRef } from 'react';
import type { DatePreset } from '../date-presets';

/** Props of DateRangePicker. */
export interface DateRangePickerProps {
  label: string;
  value: [string | null, string | null];
  onChange: (range: [string | null, string | null]) => void;
  /** Ranges offered beside the calendar ('Last 30 days'); none by default. */
  presets?: DatePreset[];
}

/** Takes the place of the filter's field with focus and its calendar open. */
export default function DateRangePicker({ label, value, onChange, presets }: DateRangePickerProps) {
  const input = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.click();
  }, []);
  return (
    <EnGbDates>
      <DatePickerInput
        ref={input}
        type="range"
        label={label}
        valueFormat="DD/MM/YYYY"
        clearable
        clearButtonProps={{ 'aria-label': `Clear ${label}` }}
        value={value}
        presets={presets?.length ? presets : undefined}
        onChange={(range) => onChange(range as [string | null, string | null])}
      />
    </EnGbDates>
  );
}
