// The date-range filter's calendar: Mantine's range picker, dates DD/MM/YYYY, clearable, opened as it appears.
import { EnGbDates } from '../../dates';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useRef } from 'react';

/** Props of DateRangePicker. */
export interface DateRangePickerProps {
  label: string;
  value: [string | null, string | null];
  onChange: (range: [string | null, string | null]) => void;
}

/** Takes the place of the filter's field with focus and its calendar open. */
export default function DateRangePicker({ label, value, onChange }: DateRangePickerProps) {
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
        onChange={(range) => onChange(range as [string | null, string | null])}
      />
    </EnGbDates>
  );
}
