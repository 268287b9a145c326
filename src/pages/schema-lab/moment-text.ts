// A version's time as history shows it: dd/MM/yyyy HH:mm (en-GB), in the analyst's time zone.
import { dateText } from '../../engine/core/date-text';

const two = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy HH:mm of an ISO time; empty for none (version 0, the file). */
export function momentText(iso: string | null): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return `${dateText(moment.getTime())} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}
