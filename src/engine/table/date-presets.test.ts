// Date-range presets: the last n days end today, fixed days stay, and `today` is the given day.
import { describe, expect, it } from 'vitest';
import type { TableFilter } from '../core/declarations';
import { datePresets } from './date-presets';

const filter = (presets: TableFilter['presets']): TableFilter => ({
  field: 'date',
  label: 'Date',
  type: 'date-range',
  presets,
});

describe('datePresets', () => {
  it.each([
    [{ label: 'Today', days: 1 }, ['2026-11-27', '2026-11-27']],
    [{ label: 'Last 7 days', days: 7 }, ['2026-11-21', '2026-11-27']],
    [{ label: 'Last 30 days', days: 30 }, ['2026-10-29', '2026-11-27']],
    [{ label: 'Since 2024', from: '2024-01-01', to: 'today' }, ['2024-01-01', '2026-11-27']],
    [{ label: 'Until 2025', to: '2024-12-31' }, [null, '2024-12-31']],
  ])('%j is %j', (preset, range) => {
    expect(datePresets(filter([preset]), '2026-11-27')).toEqual([{ label: preset.label, value: range }]);
  });

  it('offers none when none are declared', () => {
    expect(datePresets(filter(undefined), '2026-11-27')).toEqual([]);
  });
});
