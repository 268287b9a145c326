// The dashboards' calendar: months and years counted in India's time (Asia/Kolkata), the twelve months a chart shows.

/** The zone every dashboard month and year is counted in. */
export const ZONE = 'Asia/Kolkata';

/** yyyy-MM of a moment in India's time. */
export function monthOf(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' }).formatToParts(
    at,
  );
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

/** The twelve months ending with the month of `now`, oldest first (yyyy-MM). */
export function lastTwelveMonths(now: Date): string[] {
  const [year, month] = monthOf(now).split('-').map(Number);
  return Array.from({ length: 12 }, (_, index) => {
    const total = year * 12 + (month - 1) - (11 - index);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
