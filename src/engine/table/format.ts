// How a typed column shows a value: dates dd/MM/yyyy (en-GB), money with its currency, everything else as text.
import { dateText } from '../core/date-text';
import type { TableColumn } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { flagOf } from '../core/flag';

/** An amount in the Indian grouping with its currency; a code Intl does not know is written before the amount. */
function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
  } catch {
    return `${currency} ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(amount)}`;
  }
}

/** The display text of one cell. */
export function formatCell(column: TableColumn, row: Record<string, unknown>): string {
  const value = fieldValue(row, column.field);
  if (value === null || value === undefined || value === '') return '';
  const shown = column.shows?.[String(value)];
  if (shown !== undefined) return shown;
  switch (column.type) {
    case 'date':
      return dateText(typeof value === 'number' ? value : String(value));
    case 'money': {
      const currency = column.currencyField ? String(fieldValue(row, column.currencyField) ?? 'INR') : 'INR';
      return money(Number(value), currency);
    }
    case 'flag': {
      const flag = flagOf(fieldValue(row, column.countryField ?? 'countryCode'));
      return flag ? `${flag} ${String(value)}` : String(value);
    }
    case 'status':
    case 'toggle':
      return String(value).charAt(0).toUpperCase() + String(value).slice(1).replace(/_/g, ' ');
    default:
      return String(value);
  }
}
