// The en-GB calendar (dd/MM/yyyy, weeks from Monday) for Mantine's date pickers, brought by the pickers themselves so
// pages without a date field download neither the provider nor the locale.
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';

/** Its children's date pickers in en-GB. */
export function EnGbDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'en-gb' }}>{children}</DatesProvider>;
}
