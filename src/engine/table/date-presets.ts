// A date-range filter's declared presets as the ranges they stand for on a given day ('Last 30 days').
import dayjs from 'dayjs';
import type { TableFilter } from '../core/declarations';

/** One preset as the calendar offers it: its label and [from, to], YYYY-MM-DD. */
export interface DatePreset {
  label: string;
  value: [string | null, string | null];
}

/** The filter's presets on `today` (YYYY-MM-DD): `days` ends today; `from` / `to` as written, `today` being today. */
export function datePresets(filter: TableFilter, today: string = dayjs().format('YYYY-MM-DD')): DatePreset[] {
  const day = (value: string | undefined) => (value === 'today' ? today : (value ?? null));
  return (filter.presets ?? []).map((preset) => ({
    label: preset.label,
    value: preset.days
      ? [
          dayjs(today)
            .subtract(preset.days - 1, 'day')
            .format('YYYY-MM-DD'),
          today,
        ]
      : [day(preset.from), day(preset.to)],
  }));
}
