// How a typed column shows a value: dates dd/MM/yyyy (en-GB), money with its currency, everything else as text.
import { moneyText } from '../core/amount-text';
import { dateText } from '../core/date-text';
import type { TableColumn } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { flagOf } from '../core/flag';

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
      return moneyText(value as string | number, currency);
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
