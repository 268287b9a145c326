// A page of more than VIRTUAL_FROM rows, drawn through TanStack Virtual: a screenful of rows and the heights of the
// rest. Its own chunk, fetched when a table first shows such a page (or is declared with pages that long).
import { elementScroll, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { ROW_HEIGHT, SCROLL_HEIGHT, TableRows, type TableBodyProps } from './TableRows';

/**
 * The scroll element's size as a ResizeObserver reports it after layout. (The virtualiser's own observer also reads
 * the size while the table first renders, forcing the browser to lay the page out an extra time.) Until the first
 * report the virtualiser assumes SCROLL_HEIGHT.
 */
const observeSize = (instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void) => {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(([entry]) =>
    report({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) }),
  );
  observer.observe(element);
  return () => observer.disconnect();
};

/**
 * Scrolls the virtualised page, except to the top while the virtualiser has seen no scroll: a scroller just mounted is
 * there already, and the virtualiser's scroll on mount would force the whole page's style and layout mid-commit.
 */
const scrollTo: typeof elementScroll<HTMLDivElement> = (offset, options, instance) => {
  if (offset + (options.adjustments ?? 0) === 0 && !instance.scrollOffset) return;
  elementScroll(offset, options, instance);
};

/** The rows the virtualiser puts on screen, between spacers as tall as the rows it leaves out. */
export default function VirtualBody(props: TableBodyProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    initialRect: { width: 0, height: SCROLL_HEIGHT },
    observeElementRect: observeSize,
    scrollToFn: scrollTo,
    overscan: 5,
  });
  const items = virtualizer.getVirtualItems();
  const first = items.length ? items[0].index : 0;
  const end = items.length ? items[items.length - 1].index + 1 : 0;
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return <TableRows {...props} window={{ first, end, virtual: { before, after, scroller } }} />;
}
