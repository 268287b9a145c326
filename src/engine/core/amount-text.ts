// Amounts, counts and rates in the Indian grouping (en-IN), and months as 'Nov 2026', from formatters made once:
// making an Intl formatter costs far more than using one, and a dashboard or table formats hundreds of values.

const formatters = new Map<string, Intl.NumberFormat>();

/** The en-IN number formatter of these options, made on first use. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat('en-IN', options)));
  return format;
}

/** Decimal text formatted as written, never through a float (Intl reads a numeric string exactly). */
const exact = (value: string | number) => String(value) as `${number}`;

/** An amount in the Indian grouping with its currency; a code Intl does not know is written before the amount. */
export function moneyText(value: string | number, currency = 'INR'): string {
  try {
    return numberFormat({ style: 'currency', currency, minimumFractionDigits: 2 }).format(exact(value));
  } catch {
    return `${currency} ${numberFormat({ minimumFractionDigits: 2 }).format(exact(value))}`;
  }
}

/** A count in the Indian grouping: 1,23,456. */
export const countText = (value: string | number) => numberFormat({}).format(exact(value));

/** A rate with two to six decimals. */
export const rateText = (value: string | number) =>
  numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(exact(value));

let month: Intl.DateTimeFormat | undefined;

/** A yyyy-MM month as 'Nov 2026'; anything else stays as it came. */
export function monthText(value: string): string {
  const [year, monthNumber] = value.split('-').map(Number);
  if (!year || !monthNumber) return value;
  month ??= new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return month.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
