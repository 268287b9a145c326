// Which of a long page's records are on screen: every row is ROW_HEIGHT tall, so the scroll offset says it, with no
// measuring and no per-record bookkeeping (a page of 10,000 records costs what a page of 100 does).
import { useEffect, useRef, useState } from 'react';
import { ROW_HEIGHT, SCROLL_HEIGHT, type RowWindow } from './TableRows';

/** Rows drawn beyond each edge of the scroller, so that a quick scroll does not show blank space first. */
export const OVERSCAN = 5;

/** Rows a full scroller shows at once. */
const ON_SCREEN = Math.ceil(SCROLL_HEIGHT / ROW_HEIGHT);

/**
 * The window of a page of `count` records in a scroller of SCROLL_HEIGHT (the header sticks inside it). A scroll
 * draws again only when it brings another row to the top.
 */
export function useRowWindow(count: number): RowWindow {
  const scroller = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => setTop(Math.floor(element.scrollTop / ROW_HEIGHT));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);
  // A page that just shrank may be shorter than the scroll offset says, until the browser clamps it.
  const start = Math.min(top, count);
  const first = Math.max(0, start - OVERSCAN);
  const end = Math.min(count, start + ON_SCREEN + OVERSCAN);
  return { first, end, virtual: { before: first * ROW_HEIGHT, after: (count - end) * ROW_HEIGHT, scroller } };
}
