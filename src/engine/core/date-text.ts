// A date as the product writes it, dd/MM/yyyy (en-GB), without a date library in the first download.

const two = (n: number) => String(n).padStart(2, '0');

/**
 * dd/MM/yyyy of a plain date as written (2026-11-26), or of a moment (an ISO date-time or epoch milliseconds) on the
 * user's calendar; what is not a date stays as it came.
 */
export function dateText(value: string | number): string {
  const plain = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return String(value);
  return `${two(moment.getDate())}/${two(moment.getMonth() + 1)}/${moment.getFullYear()}`;
}
