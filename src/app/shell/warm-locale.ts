// The locale data the console's screens format with, loaded while the browser is idle rather than when a screen first
// draws: a page's first Intl collator, en-IN currency formatter and en-GB month formatter cost about 50, 50 and 12 ms
// at CPU 4x (ICU loads each locale's data once per page; later ones cost under 1 ms), which an in-app navigation to
// a table or the dashboard paid before its first row.
import { whenIdle } from '../../engine/when-idle';

/** Each formatter the screens make first, one per idle callback so no one task holds the page long. */
const FIRST_FORMATTERS = [
  () => new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' }),
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
  () => new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
];

/** Loads the locale data in idle time after the frame drew; returns the cancel of what has not run yet. */
export function warmLocaleWhenIdle(): () => void {
  let cancel = () => {};
  const next = (index: number) => {
    const make = FIRST_FORMATTERS[index];
    if (!make) return;
    cancel = whenIdle(() => {
      make();
      next(index + 1);
    });
  };
  next(0);
  return () => cancel();
}
