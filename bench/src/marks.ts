// Page side of the benchmark contracts: query parameters and the performance marks the harnesses wait for.
import { useLayoutEffect } from 'react';

/** An integer query parameter, or the fallback when it is absent. */
export function intParam(name: string, fallback: number): number {
  const raw = new URLSearchParams(window.location.search).get(name);
  const value = raw === null ? fallback : Number(raw);
  if (!Number.isInteger(value)) throw new Error(`bad ?${name}=${raw}`);
  return value;
}

/** A string query parameter, or the fallback when it is absent. */
export function stringParam(name: string, fallback: string): string {
  return new URLSearchParams(window.location.search).get(name) ?? fallback;
}

/** Marks the moment right before the first render call (the harness's `render` figure starts here). */
export function markRenderStart(): void {
  performance.mark('bench:render-start');
}

/** Marks `name` in a layout effect of the calling component: once its whole first commit is in the DOM. */
export function useMarkOnCommit(name: string): void {
  useLayoutEffect(() => {
    performance.mark(name);
  }, [name]);
}

/**
 * Marks `name` once a table cell appears under root. Rows that arrive later than the first commit (through SWR,
 * or once the virtualiser has measured its scroller) are caught at the commit that inserts them: the observer's
 * callback runs in the microtask right after that commit.
 */
export function markWhenRowsShown(root: HTMLElement, name: string): void {
  const observer = new MutationObserver(() => {
    if (!root.querySelector('tbody td')) return;
    observer.disconnect();
    performance.mark(name);
  });
  observer.observe(root, { childList: true, subtree: true });
}

/** What a table page tells table-measure.mjs: how many rows a search for `query` shows on that page. */
export function exposeRowCount(count: (query: string) => number): void {
  (window as Window & { __benchCount?: (query: string) => number }).__benchCount = count;
}
