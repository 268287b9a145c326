// How a dashboard shows a value: money in the Indian grouping from its exact decimal text, counts, rates, statuses as
// words, months as 'Nov 2026' and dates dd/MM/yyyy.
import { dateText } from '../core/date-text';

/** The kinds of value a figure, a category or a chart's value may be. */
export type ValueType = 'text' | 'money' | 'number' | 'rate' | 'status' | 'date' | 'month';

/** An amount in the Indian grouping with its currency; the decimal text is formatted as written, never through a float. */
export function moneyText(value: string | number, currency = 'INR'): string {
  const amount = String(value) as `${number}`;
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
  } catch {
    return `${currency} ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(amount)}`;
  }
}

/** A status as words: 'paid_out' -> 'Paid out'. */
export const statusText = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** A yyyy-MM month as 'Nov 2026'. */
export function monthText(value: string): string {
  const [year, month] = value.split('-').map(Number);
  if (!year || !month) return value;
  return new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The display text of a value of a type; '-' when there is none. */
export function valueText(value: unknown, type: ValueType = 'text', currency?: string): string {
  if (value === null || value === undefined || value === '') return '-';
  switch (type) {
    case 'money':
      return moneyText(value as string, currency);
    case 'number':
      return new Intl.NumberFormat('en-IN').format(String(value) as `${number}`);
    case 'rate':
      return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(
        String(value) as `${number}`,
      );
    case 'status':
      return statusText(String(value));
    case 'month':
      return monthText(String(value));
    case 'date':
      return dateText(String(value));
    default:
      return String(value);
  }
}
