import { describe, expect, it } from 'vitest';
import { dateText } from './date-text';

describe('dateText', () => {
  it('writes a plain date dd/MM/yyyy as written, whatever the time zone', () => {
    expect(dateText('2026-11-05')).toBe('05/11/2026');
    expect(dateText('2024-02-29')).toBe('29/02/2024');
  });

  it('writes a moment on the user’s calendar', () => {
    const moment = new Date(2026, 0, 9, 23, 30);
    expect(dateText(moment.toISOString())).toBe('09/01/2026');
    expect(dateText(moment.getTime())).toBe('09/01/2026');
  });

  it('leaves what is not a date as it came', () => {
    expect(dateText('soon')).toBe('soon');
  });
});
