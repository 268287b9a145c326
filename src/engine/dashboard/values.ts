// How a dashboard shows a value: money in the Indian grouping from its exact decimal text, counts, rates, statuses as
// words, months as 'Nov 2026' and dates dd/MM/yyyy.
import { countText, moneyText, monthText, rateText } from '../core/amount-text';
import { dateText } from '../core/date-text';

/** The kinds of value a figure, a category or a chart's value may be. */
export type ValueType = 'text' | 'money' | 'number' | 'rate' | 'status' | 'date' | 'month';

/** A status as words: 'paid_out' -> 'Paid out'. */
export const statusText = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** The display text of a value of a type; '-' when there is none. */
export function valueText(value: unknown, type: ValueType = 'text', currency?: string): string {
  if (value === null || value === undefined || value === '') return '-';
  switch (type) {
    case 'money':
      return moneyText(value as string, currency);
    case 'number':
      return countText(value as string);
    case 'rate':
      return rateText(value as string);
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
