// How a typed column shows a value: dates dd/MM/yyyy (en-GB), money with its currency, everything else as text.
import dayjs from 'dayjs';
import type { TableColumn } from '../core/declarations';

/** The display text of one cell. */
export function formatCell(column: TableColumn, row: Record<string, unknown>): string {
  const value = row[column.field];
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'date':
      return dayjs(typeof value === 'number' ? value : String(value)).format('DD/MM/YYYY');
    case 'money': {
      const currency = column.currencyField ? String(row[column.currencyField] ?? 'INR') : 'INR';
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2 }).format(
        Number(value),
      );
    }
    case 'status':
    case 'toggle':
      return String(value).charAt(0).toUpperCase() + String(value).slice(1);
    default:
      return String(value);
  }
}
